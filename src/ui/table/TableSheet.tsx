import type { GameState } from '../../engine';
import type { PlayUi } from '../play/play-ui';
import { Sheet } from '../play/Sheet';
import { rollRows } from './die-rows';
import { TableRolls } from './DieRows';
import { RevealSheet } from './RevealSheet';
import type { TableModelInstance } from './table-model';
import { TeamActions } from './TeamActions';
import { pairedChoice } from '../play/decisions/action-pair';

/**
 * The entry a table game waits for: what the table revealed (a card, a die face), or a
 * question with the table's Action cards and die rows. Shared by the table screen and the
 * host's screen of a table game on several phones (issue 26).
 */
export function TableSheet({ model, s, ui }: { model: TableModelInstance; s: GameState; ui: PlayUi }) {
  const game = model.game;
  const reveal = model.reveal.value;
  if (reveal) return <RevealSheet model={model} p={reveal} recent={game.recent.value} />;
  return (
    <Sheet
      game={game}
      ui={ui}
      undoInTools
      actions={(team, options, choose, busy) => <TeamActions s={s} team={team} options={options} onChoose={choose} busy={busy} pair={(card) => pairedChoice(s, card)} />}
      entry={(p, options, busy) => {
        const rows = rollRows(s, p);
        return rows.length > 0 ? (
          <TableRolls rows={rows} labels={new Map(options.map((o) => [o.key, o.label]))} busy={busy} onRoll={(k, face, slay) => void model.answerThenRoll(k, face, slay)} onChoose={(k) => void model.answerRow(k)} />
        ) : null;
      }}
    />
  );
}
