import { Alert, Button, Space } from 'antd';
import type { CameraFix, CameraProblem, CameraReport } from '../core';
import { useQrMessages } from '../hooks/useQrMessages';
import { alertIcon } from './alertIcon';

type T = ReturnType<typeof useQrMessages>;

/** Pixels per module and the print size: what a user needs to judge where the code will go. */
export function CameraFigures({ camera }: { camera: CameraReport }) {
  const t = useQrMessages();
  return (
    <span className="qr-camera-figures">
      {t('camera.figures', {
        ppm: camera.pixelsPerModule.toFixed(1),
        mm: camera.printSideMm.toFixed(1),
        min: camera.minPrintSideMm,
      })}
    </span>
  );
}

function problemText(t: T, problem: CameraProblem): string {
  switch (problem.code) {
    case 'contrast':
      return t('camera.contrast', { ratio: problem.ratio.toFixed(1) });
    case 'moduleSize':
      return problem.fix
        ? t('camera.moduleSize', { ppm: problem.pixelsPerModule.toFixed(1) })
        : `${t('camera.moduleSize', { ppm: problem.pixelsPerModule.toFixed(1) })} ${t('camera.moduleSize.noFix')}`;
    case 'quietZone':
      return t('camera.quietZone', { margin: problem.margin });
    case 'logo':
      return t('camera.logo');
    case 'camera':
      return t('camera.generic');
    case 'paintContrast':
      return t(`camera.paintContrast.${problem.part}`, { ratio: problem.ratio.toFixed(1) });
    case 'moduleShape':
      return t('camera.moduleShape');
    case 'eyeShape':
      return t('camera.eyeShape');
  }
}

function fixText(t: T, fix: CameraFix): string {
  const { style } = fix;
  if (style?.gradientTo) return t('camera.fix.gradientTo', { color: style.gradientTo });
  if (style?.eyeColor) return t('camera.fix.eyeColor', { color: style.eyeColor });
  if (style?.modules)
    return t('camera.fix.modules', { shape: t(`style.modules.${style.modules}`) });
  if (style?.eyeFrame) return t('camera.fix.eyes');
  if (fix.fg) return t('camera.fix.colors', { fg: fix.bg ? `${fix.fg} / ${fix.bg}` : fix.fg });
  if (fix.size) return t('camera.fix.size', { size: fix.size });
  if (fix.margin !== undefined) return t('camera.fix.margin', { margin: fix.margin });
  if (fix.level) return t('camera.fix.level', { level: fix.level });
  return t('camera.fix.logoScale', { scale: fix.logoScale ?? 0 });
}

interface CameraProblemsProps {
  camera: CameraReport;
  onFix: (fix: CameraFix) => void;
  onOverride: () => void;
}

/**
 * The exact image decodes but a phone may not read it: each reason in plain words with the
 * change that removes it, one click each; downloading waits for 仍然下载 as for a failed check.
 */
export function CameraProblems({ camera, onFix, onOverride }: CameraProblemsProps) {
  const t = useQrMessages();
  const onlySize = camera.problems.every((problem) => problem.code === 'moduleSize');
  return (
    <Alert
      type="warning"
      showIcon
      icon={alertIcon('warning')}
      role="alert"
      className="qr-camera-problems"
      title={onlySize ? t('camera.failed.size') : t('camera.failed')}
      description={
        <Space orientation="vertical" size={4}>
          {camera.problems.map((problem) => (
            <div key={problem.code === 'paintContrast' ? problem.part : problem.code}>
              <span>{problemText(t, problem)}</span>{' '}
              {problem.fix && (
                <Button size="small" onClick={() => onFix(problem.fix!)}>
                  {fixText(t, problem.fix)}
                </Button>
              )}
            </div>
          ))}
          <CameraFigures camera={camera} />
        </Space>
      }
      action={
        <Button size="small" danger onClick={onOverride}>
          {t('verify.override')}
        </Button>
      }
    />
  );
}
