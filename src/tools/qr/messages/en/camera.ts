import type { cameraZhCN } from '../camera';

/** The camera check: whether a phone reads the code, why not, and the one-click fixes, in English. */
export const cameraEnUS: Record<keyof typeof cameraZhCN, string> = {
  'camera.ok': 'A simulated phone camera (blur, noise, glare, tilt) reads it too',
  'camera.figures':
    '{ppm} px per module · {mm} mm wide printed at 300 dpi · print it at least {min} mm wide',
  'camera.failed':
    'A phone may not read this: the image decodes, but not as a phone camera sees it',
  'camera.failed.size': 'A phone may not read this: the modules are too fine',
  'camera.contrast':
    'The colours have a contrast of only {ratio}:1; in glare or dim light a camera cannot tell dark modules from light ones (4.5:1 at least).',
  'camera.moduleSize':
    'Each module is only {ppm} px, too fine on a screen or in print for a phone to resolve (4 px at least).',
  'camera.moduleSize.noFix':
    'Too much content: even at the largest size the modules are too fine. Shorten it or choose a lower level.',
  'camera.quietZone':
    'The quiet zone is only {margin} modules; on a dark or busy background a phone cannot find the code (4 recommended).',
  'camera.logo': 'The logo covers too many modules: without it the code reads.',
  'camera.generic': 'It cannot be read once blurred, noisy and tilted as a camera sees it.',
  'camera.fix.colors': 'Use a darker colour ({fg})',
  'camera.fix.size': 'Enlarge to {size} px',
  'camera.fix.margin': 'Set the quiet zone to {margin}',
  'camera.fix.level': 'Set the level to {level}',
  'camera.fix.logoScale': 'Shrink the logo to {scale}%',
  'camera.paintContrast.gradient':
    'The gradient end colour has a contrast of only {ratio}:1 with the background (4.5:1 at least); those modules vanish in glare or dim light and use up the error correction.',
  'camera.paintContrast.eye':
    'The eye colour has a contrast of only {ratio}:1 with the background (4.5:1 at least); a phone struggles to find the three position marks.',
  'camera.moduleShape':
    'The module shape is too small or broken up to read once blurred; a fuller shape reads.',
  'camera.eyeShape':
    'The eye shape keeps a phone from finding the position marks; square eyes read.',
  'camera.fix.gradientTo': 'Use a darker gradient end ({color})',
  'camera.fix.eyeColor': 'Use a darker eye colour ({color})',
  'camera.fix.modules': 'Use {shape} modules',
  'camera.fix.eyes': 'Use square eyes',
};
