import { Spin } from 'antd';
import type { ComponentType } from 'react';
import { useT } from '../i18n/LanguageContext';
import { LoadFailed, useLazyComponent } from '../layout/LazyScreen';
import type { ComponentLoader } from '../layout/loadScreen';
import { useCurrentScreen } from '../layout/useScreens';

/**
 * A part of a screen that its first view does not show (a secondary tab): its code is a
 * chunk of its own, loaded when the part is first rendered, so a direct visit to the screen
 * does not download it (issue 19: the first-load budget). A spinner holds its place while it
 * loads; a failed load says why inside the part, with the screen's 重试 (or the reload into a
 * new release), and the rest of the screen keeps working.
 */
export function lazyPanel<P extends object>(load: ComponentLoader<P>): ComponentType<P> {
  function LazyPanel(props: P) {
    const t = useT();
    const screen = useCurrentScreen();
    const { state, retry } = useLazyComponent(load);
    if (state.status === 'loading')
      return (
        <div role="status">
          <Spin tip={t('screen.loading')}>
            <div style={{ minHeight: 80 }} />
          </Spin>
        </div>
      );
    if (state.status === 'failed')
      return <LoadFailed error={state.error} name={screen.title} onRetry={retry} />;
    const { Component } = state;
    return <Component {...props} />;
  }
  return LazyPanel;
}
