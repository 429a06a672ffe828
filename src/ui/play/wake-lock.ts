/**
 * Keeps the screen on while a game is open, where the browser allows it (Screen Wake Lock
 * API). The lock is dropped by the browser whenever the page is hidden, so it is asked for
 * again each time the page comes back. Where there is no API (e.g. iOS home-screen apps
 * before 18.4), the model says so, and the screen shows a hint instead of failing quietly.
 */
import { createModel, effect, signal } from '@preact/signals';
import { t } from '../common/words';

export type WakeState = 'off' | 'on' | 'unsupported' | 'refused';

interface Sentinel {
  release(): Promise<void>;
  addEventListener(type: 'release', listener: () => void): void;
}

export interface WakeEnv {
  request: ((type: 'screen') => Promise<Sentinel>) | null;
  visible(): boolean;
  onVisibility(listener: () => void): () => void;
}

export function browserWakeEnv(): WakeEnv {
  const nav = navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<Sentinel> } };
  return {
    request: nav.wakeLock ? (type) => (nav.wakeLock as { request(type: 'screen'): Promise<Sentinel> }).request(type) : null,
    visible: () => document.visibilityState === 'visible',
    onVisibility(listener) {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
  };
}

export const WakeLockModel = createModel((env: WakeEnv) => {
  const state = signal<WakeState>(env.request ? 'off' : 'unsupported');
  const wanted = signal(false);
  let sentinel: Sentinel | null = null;

  async function acquire(): Promise<void> {
    if (!env.request || !wanted.value || sentinel || !env.visible()) return;
    try {
      const s = await env.request('screen');
      sentinel = s;
      state.value = 'on';
      s.addEventListener('release', () => {
        sentinel = null;
        if (state.value === 'on') state.value = 'off';
      });
    } catch {
      state.value = 'refused'; // e.g. battery saver, or not allowed in this frame
    }
  }

  effect(() => {
    if (!wanted.value) return;
    void acquire();
    const stop = env.onVisibility(() => void acquire());
    return () => {
      stop();
      const s = sentinel;
      sentinel = null;
      void s?.release().catch(() => undefined);
      if (state.value === 'on') state.value = 'off';
    };
  });

  return {
    state,
    /** While true, the screen is kept on whenever the page is visible. */
    keepAwake(on: boolean): void {
      wanted.value = on;
    },
  };
});

export function wakeHint(state: WakeState): string | null {
  if (state === 'unsupported') return t('wake.unsupported');
  if (state === 'refused') return t('wake.refused');
  return null;
}
