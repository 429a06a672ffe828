import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdateModel, type LifecycleEvent, type WorkboxLike } from '../../src/ui/common/update-model';

type Type = 'installed' | 'waiting' | 'controlling';

/** Stands in for workbox-window: the test fires the lifecycle events a browser would. */
class FakeWorkbox implements WorkboxLike {
  readonly listeners = new Map<Type, Set<(e: LifecycleEvent) => void>>();
  readonly register = vi.fn(async () => undefined);
  readonly update = vi.fn(async () => undefined);
  readonly messageSkipWaiting = vi.fn();

  addEventListener(type: Type, listener: (e: LifecycleEvent) => void): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }
  removeEventListener(type: Type, listener: (e: LifecycleEvent) => void): void {
    this.listeners.get(type)?.delete(listener);
  }
  fire(type: Type, event: LifecycleEvent = {}): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  listenerCount(): number {
    return [...this.listeners.values()].reduce((n, s) => n + s.size, 0);
  }
}

function setup(checkEveryMs = 0) {
  const reload = vi.fn();
  const model = new UpdateModel({ reload, checkEveryMs });
  const wb = new FakeWorkbox();
  return { reload, model, wb };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('update prompt', () => {
  it('registers the service worker when attached', async () => {
    const { model, wb } = setup();
    await model.attach(wb);
    expect(wb.register).toHaveBeenCalledOnce();
    expect(model.prompt.value).toBeNull();
  });

  it('turns a waiting worker into an "update" prompt and does not reload', async () => {
    const { model, wb, reload } = setup();
    await model.attach(wb);
    wb.fire('installed', { isUpdate: true });
    wb.fire('waiting', { isUpdate: true });
    expect(model.prompt.value).toBe('update');
    expect(model.needRefresh.value).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it('also prompts for a worker that was already waiting before this page registered', async () => {
    const { model, wb, reload } = setup();
    await model.attach(wb);
    wb.fire('waiting', { isExternal: false });
    expect(model.prompt.value).toBe('update');
    expect(reload).not.toHaveBeenCalled();
  });

  it('activates the waiting worker only when the player accepts, then reloads once it controls', async () => {
    const { model, wb, reload } = setup();
    await model.attach(wb);
    wb.fire('waiting', { isUpdate: true });

    model.acceptUpdate();
    expect(wb.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(model.prompt.value).toBe('updating');
    expect(reload).not.toHaveBeenCalled(); // not before the new worker is in charge

    wb.fire('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledOnce();
  });

  it('ignores "accept" when nothing is waiting, and a second tap while updating', async () => {
    const { model, wb } = setup();
    await model.attach(wb);
    model.acceptUpdate();
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    wb.fire('waiting', { isUpdate: true });
    model.acceptUpdate();
    model.acceptUpdate();
    expect(wb.messageSkipWaiting).toHaveBeenCalledOnce();
  });

  it('"Later" hides the prompt and never reloads', async () => {
    const { model, wb, reload } = setup();
    await model.attach(wb);
    wb.fire('waiting', { isUpdate: true });
    model.postponeUpdate();
    expect(model.prompt.value).toBeNull();
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when another tab activates an update; it suggests a reload instead', async () => {
    const { model, wb, reload } = setup();
    await model.attach(wb);
    wb.fire('controlling', { isExternal: true });
    expect(reload).not.toHaveBeenCalled();
    expect(model.prompt.value).toBe('taken-over');
    model.reloadNow();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('a first visit (page not controlled at load) never says another tab updated, even when workbox calls the worker external', async () => {
    const reload = vi.fn();
    const model = new UpdateModel({ reload, checkEveryMs: 0, controlledAtLoad: false });
    const wb = new FakeWorkbox();
    await model.attach(wb);
    // A reload while the first worker still installs: workbox reports it as external.
    wb.fire('installed', { isExternal: true });
    wb.fire('controlling', { isExternal: true });
    expect(model.prompt.value).not.toBe('taken-over');
    expect(reload).not.toHaveBeenCalled();
    // Once a version runs the page, a later takeover by another tab is said.
    wb.fire('controlling', { isExternal: true });
    expect(model.prompt.value).toBe('taken-over');
  });

  it('says "ready offline" after the first install, and not for updates', async () => {
    const { model, wb, reload } = setup();
    await model.attach(wb);
    wb.fire('installed', {});
    // First install with clients.claim(): the page becomes controlled, not an update.
    wb.fire('controlling', {});
    expect(model.prompt.value).toBe('offline-ready');
    expect(reload).not.toHaveBeenCalled();
    model.dismissOfflineReady();
    expect(model.prompt.value).toBeNull();

    const second = setup();
    await second.model.attach(second.wb);
    second.wb.fire('installed', { isUpdate: true });
    expect(second.model.offlineReady.value).toBe(false);
  });

  it('keeps working when registration fails, and reports why', async () => {
    const { model, wb } = setup();
    wb.register.mockRejectedValueOnce(new Error('SecurityError: insecure origin'));
    await model.attach(wb);
    expect(model.error.value).toContain('insecure origin');
    expect(model.prompt.value).toBeNull();
  });

  it('checks for a new version periodically and swallows offline failures', async () => {
    vi.useFakeTimers();
    const { model, wb } = setup(1000);
    await model.attach(wb);
    wb.update.mockRejectedValue(new Error('offline'));
    vi.advanceTimersByTime(3000);
    expect(wb.update).toHaveBeenCalledTimes(3);
    await vi.runAllTicks();
    model[Symbol.dispose]();
    vi.advanceTimersByTime(3000);
    expect(wb.update).toHaveBeenCalledTimes(3);
  });

  it('removes its listeners when disposed', async () => {
    const { model, wb, reload } = setup();
    await model.attach(wb);
    expect(wb.listenerCount()).toBe(3);
    model[Symbol.dispose]();
    expect(wb.listenerCount()).toBe(0);
    wb.fire('waiting', { isUpdate: true });
    expect(model.prompt.value).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});
