/**
 * The service-worker update flow: a waiting new version becomes a prompt, never a reload.
 *
 * A game may be in progress, so the only reload this model ever asks for is one the
 * player chose ("Update" or "Reload"). It takes a Workbox-like object instead of
 * importing workbox-window so that it runs in Node tests with a fake.
 */
import { computed, createModel, effect, signal } from '@preact/signals';

/** The fields of workbox-window's lifecycle events that we read. */
export interface LifecycleEvent {
  /** True when this page was already controlled when it registered (an update). */
  isUpdate?: boolean;
  /** True when the worker was registered by another tab (or another version). */
  isExternal?: boolean;
}

type Listener = (event: LifecycleEvent) => void;
type LifecycleType = 'installed' | 'waiting' | 'controlling';

/** The part of workbox-window's `Workbox` this model uses. */
export interface WorkboxLike {
  addEventListener(type: LifecycleType, listener: Listener): void;
  removeEventListener(type: LifecycleType, listener: Listener): void;
  register(): Promise<unknown>;
  update(): Promise<unknown>;
  messageSkipWaiting(): void;
}

export interface UpdateDeps {
  reload: () => void;
  /** How often to look for a new version while the app stays open; 0 turns it off. */
  checkEveryMs?: number;
  /**
   * Whether a service worker controlled the page when it loaded (`navigator.serviceWorker.controller`).
   * A page first controlled while open (a fresh profile, or a reload before the first worker
   * activated) is not running an old version: its "controlling" event is the first install,
   * even when workbox calls that worker external. Defaults to true.
   */
  controlledAtLoad?: boolean;
}

/** What the update banner should show, if anything. */
export type UpdatePrompt = 'offline-ready' | 'update' | 'updating' | 'taken-over' | null;

const HOUR = 60 * 60 * 1000;

export const UpdateModel = createModel((deps: UpdateDeps) => {
  const workbox = signal<WorkboxLike | null>(null);
  const offlineReady = signal(false);
  const needRefresh = signal(false);
  const updating = signal(false);
  const takenOver = signal(false);
  const error = signal<string | null>(null);
  // Whether a version already ran this page: only then can a new worker "take over" from it.
  let controlled = deps.controlledAtLoad ?? true;

  const prompt = computed((): UpdatePrompt => {
    if (takenOver.value) return 'taken-over';
    if (needRefresh.value) return updating.value ? 'updating' : 'update';
    return offlineReady.value ? 'offline-ready' : null;
  });

  const checkForUpdate = (): void => {
    // Offline or server gone: nothing to do, the next check will try again.
    workbox.value?.update().catch(() => undefined);
  };

  // Listeners and the periodic check live as long as the attached worker and the model.
  effect(() => {
    const wb = workbox.value;
    if (!wb) return;
    const onInstalled: Listener = (event) => {
      if (!event.isUpdate && !event.isExternal) offlineReady.value = true;
    };
    const onWaiting: Listener = () => {
      offlineReady.value = false;
      needRefresh.value = true;
    };
    const onControlling: Listener = (event) => {
      const hadVersion = controlled;
      controlled = true;
      if (updating.value) {
        deps.reload(); // the player pressed "Update": the new worker is in charge now
      } else if (hadVersion && (event.isUpdate || event.isExternal)) {
        // Another tab accepted an update; our page still runs old code whose files the
        // new worker may have dropped. Say so, and let the player pick the moment.
        takenOver.value = true;
      }
    };
    wb.addEventListener('installed', onInstalled);
    wb.addEventListener('waiting', onWaiting);
    wb.addEventListener('controlling', onControlling);
    const every = deps.checkEveryMs ?? HOUR;
    const timer = every > 0 ? setInterval(checkForUpdate, every) : undefined;
    return () => {
      wb.removeEventListener('installed', onInstalled);
      wb.removeEventListener('waiting', onWaiting);
      wb.removeEventListener('controlling', onControlling);
      if (timer !== undefined) clearInterval(timer);
    };
  });

  return {
    offlineReady,
    needRefresh,
    updating,
    takenOver,
    error,
    prompt,
    /** Listens to `wb`, then registers the service worker. Resolves even on failure. */
    async attach(wb: WorkboxLike): Promise<void> {
      workbox.value = wb;
      try {
        await wb.register();
      } catch (e) {
        error.value = e instanceof Error ? e.message : String(e);
      }
    },
    /** The player chose to update: activate the waiting worker; reload once it controls. */
    acceptUpdate(): void {
      const wb = workbox.value;
      if (!wb || !needRefresh.value || updating.value) return;
      updating.value = true;
      wb.messageSkipWaiting();
    },
    /** "Later": the waiting version takes over the next time the app is opened. */
    postponeUpdate(): void {
      needRefresh.value = false;
    },
    dismissOfflineReady(): void {
      offlineReady.value = false;
    },
    /** Only ever called from a button the player pressed. */
    reloadNow(): void {
      deps.reload();
    },
    checkForUpdate,
  };
});

export type UpdateModelInstance = InstanceType<typeof UpdateModel>;
