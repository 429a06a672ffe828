/**
 * What the play screen shows besides the game itself: which panel is open, which board
 * item is being looked at, which spot narrows the options. Never part of a save.
 */
import { createModel, signal } from '@preact/signals';

export type Panel = 'none' | 'log' | 'menu' | 'details';

export const PlayUiModel = createModel(() => {
  const panel = signal<Panel>('none');
  /** A board spot key ('marine:…', 'swarm:…'), 'location', 'pile:LEFT', 'event:<id>', 'action:<id>', 'events'. */
  const details = signal<string | null>(null);
  /** A tapped board spot with several options: the sheet shows only those. */
  const filter = signal<string | null>(null);
  const toast = signal<string | null>(null);
  /** The player closed the end screen to look at the final board. */
  const endHidden = signal(false);
  /**
   * The lines a public recap of their own has told (pass-and-play, before a hand-off), as the
   * very list the game holds: the sheet after it does not tell them again to the next player.
   * An answer or an undo makes a new list, which is told as usual.
   */
  const toldAt = signal<readonly string[] | null>(null);
  let toastTimer: ReturnType<typeof setTimeout> | undefined;

  return {
    panel,
    details,
    filter,
    toast,
    endHidden,
    toldAt,
    open(p: Panel): void {
      panel.value = p;
    },
    close(): void {
      panel.value = 'none';
      details.value = null;
    },
    showDetails(key: string): void {
      details.value = key;
      panel.value = 'details';
    },
    say(text: string): void {
      toast.value = text;
      clearTimeout(toastTimer);
      toastTimer = setTimeout(() => (toast.value = null), 4000);
    },
  };
});

export type PlayUi = InstanceType<typeof PlayUiModel>;
