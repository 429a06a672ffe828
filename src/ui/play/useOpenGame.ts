import { useModel } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { GameModelInstance } from './game-model';
import { browserWakeEnv, WakeLockModel } from './wake-lock';

/**
 * What every game screen does on arrival: open the saved game by its id (with `open`: the
 * table's also enters what it already knows), and keep the screen awake while it is being
 * played (released when it ends or the screen goes). Returns the wake lock so a screen can say
 * whether the browser allowed it.
 */
export function useOpenGame(game: GameModelInstance, id: string, open: (id: string) => Promise<unknown> = game.open): InstanceType<typeof WakeLockModel> {
  const wake = useModel(() => new WakeLockModel(browserWakeEnv()));
  useEffect(() => void open(id), [id]);
  const playing = game.state.value !== null && !game.over.value;
  useEffect(() => {
    wake.keepAwake(playing);
    return () => wake.keepAwake(false);
  }, [playing]);
  return wake;
}
