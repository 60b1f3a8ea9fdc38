import type { scanZhCN } from '../scan';

/** QR screen text: reading codes live from the camera, in English. */
export const scanEnUS: Record<keyof typeof scanZhCN, string> = {
  'scan.start': 'Scan with camera',
  'scan.stop': 'Stop scanning',
  'scan.switch': 'Switch camera',
  'scan.videoLabel': 'Camera view',
  'scan.starting': 'Opening the camera… (the browser may ask for permission)',
  'scan.scanning':
    'Scanning: hold the code inside the frame; scanning stops once it is read. Frames stay on this device.',
  'scan.frame': 'Camera frame',
  'scan.problem.insecure':
    'This page cannot use the camera: browsers allow it only over HTTPS or on this computer.',
  'scan.problem.denied':
    'No camera permission: allow "Camera" in the site settings next to the address bar, then click "Scan with camera" again.',
  'scan.problem.none': 'No camera was found.',
  'scan.problem.busy': 'The camera is in use by another app or tab; close it and retry.',
  'scan.problem.failed': 'The camera could not be opened; please retry.',
  'scan.otherWays': 'You can also upload a photo, or paste a screenshot with Ctrl+V.',
};
