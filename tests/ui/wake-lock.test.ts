import { describe, expect, it } from 'vitest';
import { WakeLockModel, wakeHint, type WakeEnv } from '../../src/ui/play/wake-lock';

function fakeEnv(supported = true) {
  const listeners: (() => void)[] = [];
  let visible = true;
  const requests: string[] = [];
  const releases: (() => void)[] = [];
  const env: WakeEnv = {
    request: supported
      ? async (type) => {
          requests.push(type);
          const own: (() => void)[] = [];
          releases.push(() => own.forEach((l) => l()));
          return { release: async () => own.forEach((l) => l()), addEventListener: (_t, l) => own.push(l) };
        }
      : null,
    visible: () => visible,
    onVisibility: (l) => {
      listeners.push(l);
      return () => listeners.splice(listeners.indexOf(l), 1);
    },
  };
  return { env, requests, releases, setVisible: (v: boolean) => ((visible = v), listeners.forEach((l) => l())) };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('wake lock', () => {
  it('holds the screen on during play and asks again when the page comes back', async () => {
    const f = fakeEnv();
    const model = new WakeLockModel(f.env);
    model.keepAwake(true);
    await tick();
    expect(model.state.value).toBe('on');
    f.releases[0]?.(); // the browser drops it when the page is hidden
    f.setVisible(false);
    expect(model.state.value).toBe('off');
    f.setVisible(true);
    await tick();
    expect(f.requests).toHaveLength(2);
    expect(model.state.value).toBe('on');
    model.keepAwake(false);
    expect(model.state.value).toBe('off');
  });

  it('says so where the browser cannot keep the screen on', () => {
    const model = new WakeLockModel(fakeEnv(false).env);
    model.keepAwake(true);
    expect(model.state.value).toBe('unsupported');
    expect(wakeHint(model.state.value)).toMatch(/screen timeout/);
    expect(wakeHint('on')).toBeNull();
  });
});
