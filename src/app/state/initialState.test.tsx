// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_PREFIX } from '../storage/versionedStorage';
import { InitialStateProvider, useInitialState } from './initialState';

let latest: ReturnType<typeof useInitialState> | undefined;

function Probe() {
  const state = useInitialState();
  latest = state;
  if (state.loading) return <div data-testid="placeholder" />;
  return <p>语言：{state.preferences.language}</p>;
}

const save = (language: string) =>
  localStorage.setItem(
    `${STORAGE_PREFIX}preferences`,
    JSON.stringify({ version: 1, data: { language, themeMode: 'light', menuCollapsed: false } }),
  );

beforeEach(() => localStorage.clear());

describe('initial state model', () => {
  it('shows the placeholder while loading, then the content with saved preferences', async () => {
    save('en-US');
    render(
      <InitialStateProvider>
        <Probe />
      </InitialStateProvider>,
    );
    expect(screen.getByTestId('placeholder')).toBeInTheDocument();
    expect(await screen.findByText('语言：en-US')).toBeInTheDocument();
  });

  it('refresh() reloads what is saved', async () => {
    render(
      <InitialStateProvider>
        <Probe />
      </InitialStateProvider>,
    );
    expect(await screen.findByText('语言：zh-CN')).toBeInTheDocument();
    save('en-US');
    await act(() => latest!.refresh());
    expect(screen.getByText('语言：en-US')).toBeInTheDocument();
  });

  it('reports a damaged store so the layout can tell the user', async () => {
    localStorage.setItem(`${STORAGE_PREFIX}preferences`, '{"version":1,"data":{"language":42}}');
    render(
      <InitialStateProvider>
        <Probe />
      </InitialStateProvider>,
    );
    expect(await screen.findByText('语言：zh-CN')).toBeInTheDocument();
    expect(latest!.resetStores).toEqual(['preferences']);
  });
});
