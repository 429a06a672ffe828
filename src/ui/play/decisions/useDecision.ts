/**
 * The sheet's hook into decision screens (group.ts): the screen for the question asked now,
 * when it spans more than that question, its title, and the tap that plays one of its paths.
 */
import { useEffect, useMemo } from 'preact/hooks';
import { revealsSomething } from '../../../persistence/games';
import { preferences } from '../../common/preferences-model';
import { currentSay, t } from '../../common/words';
import { cardName } from '../../common/names';
import type { GameModelInstance } from '../game-model';
import { optionLabel } from '../words/options';
import { answeredFor, decisionScreen, isGrouped, type DecisionScreen } from './group';
import { MOVE_ACTIVATE } from './ask-groups';
import { pathSteps, playPath } from './play-path';
import { lookAhead } from './ahead';

type Confirming = { step: number; key: string } | null;

export interface Decision {
  screen: DecisionScreen | null;
  title: string | null;
  fresh: boolean;
  label(key: string): string;
  play(key: string, confirm: (c: Confirming) => void, confirming: Confirming): void;
}

/** `off`: the sheet shows something else now (a spot's answers, the table's own rows). */
export function useDecision(game: GameModelInstance, off: boolean): Decision {
  const s = game.state.value;
  const p = game.prompt.value;
  const screen = useMemo(() => {
    if (!s || !p || off || p.ask === 'choose-action') return null;
    // At the table an answer that leads to a die is the table's die row (`off`: answer and
    // face in one tap); every other decision is one screen there as in pocket play (a Move +
    // Activate card, a swarm and where it goes, a set of kills), nothing on it past a reveal.
    const d = decisionScreen(s);
    return d && isGrouped(d) ? d : null;
  }, [s, off, currentSay()]); // the screen's words are the language's: a change of language words it again
  // While the player reads, the screens each answer leads to are worked out (ahead.ts).
  useEffect(() => (s && !off ? lookAhead(s) : undefined), [s, off]);
  const moveActivate = !!screen && !!p && MOVE_ACTIVATE.has(p.ask) && screen.sections.length > 1;
  const step = game.row.value?.steps ?? -1;
  return {
    screen,
    title: moveActivate && p?.subject ? t('board.decision.moveActivate', { card: cardName(p.subject) }) : null,
    fresh: !(p?.subject && answeredFor(game.log.value, p.subject)),
    label(key) {
      const steps = s ? pathSteps(s, key.split(' ').filter((w) => !w.startsWith('+'))) : [];
      const named = (x: (typeof steps)[number] | undefined): string | null => {
        const xp = x?.at.prompt;
        return x && xp && xp.kind === 'decision' ? optionLabel(x.choice, xp, x.at) : null;
      };
      // Both teams' Action cards (action-pair.ts): "are you sure?" names both.
      if (steps.length > 1 && steps.every((x) => x.at.prompt?.kind === 'decision' && x.at.prompt.ask === 'choose-action')) return steps.map((x) => named(x) ?? x.choice).join(' + ');
      return named(steps[steps.length - 1]) ?? key;
    },
    play(key, confirm, confirming) {
      const r = game.row.value;
      const words = key.split(' ');
      const path = words.filter((w) => !w.startsWith('+'));
      const repeat = words.find((w) => w.startsWith('+'))?.slice(1);
      // As for one answer: a path that cannot be taken back is asked twice when the settings say so.
      if (s && r && preferences.value.confirmBig && !r.practice && r.mode !== 'table' && !(confirming?.step === step && confirming.key === key)) {
        const big = pathSteps(s, path).some((x) => {
          const xp = x.at.prompt;
          return xp?.kind === 'decision' && revealsSomething({ ask: xp.ask, reveals: x.reveals, state: x.next, player: xp.player });
        });
        if (big) return confirm({ step, key });
      }
      confirm(null);
      void playPath(game, path, repeat);
    },
  };
}
