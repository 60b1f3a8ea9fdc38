import type { ProgressProps } from 'antd';
import type { ComponentType } from 'react';
import { useLazyComponent } from '../layout/LazyScreen';

/**
 * antd's Progress (about 5 KB gzip) loads the first time a long job shows one, not with the
 * screen (issue 19). Until it is there, or if it cannot load, the browser's own bar shows the
 * same value under the same name, so the job's progress is never hidden.
 */
const loadProgress = async () => ({
  default: (await import('antd/es/progress')).default as ComponentType<ProgressProps>,
});

export function LazyProgress(props: ProgressProps) {
  const { state } = useLazyComponent(loadProgress);
  if (state.status === 'ready') return <state.Component {...props} />;
  return (
    <progress
      className="toolbox-progress-fallback"
      max={100}
      value={props.percent}
      aria-label={props['aria-label']}
      style={props.style}
    />
  );
}
