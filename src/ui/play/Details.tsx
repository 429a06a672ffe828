import type { ComponentChildren } from 'preact';
import { actionDef, actionsOfTeam, eventDef, isSetupLocation, locationDef, marineDef, terrainDef } from '../../data';
import type { GameState, Team } from '../../engine';
import { parseSpot } from './board/spots';
import type { BoardView } from './board/board-view';
import { TYPE_WORDS } from './ActionChoice';
import { useDialog } from './useDialog';
import { EventCard } from './EventCard';
import { genestealerName, isLeft, teamName, locationName } from '../common/names';
import { t } from '../common/words';
import type { KeyOf } from '../../words/keys';
import type { TerrainColour } from '../../data';
import { locationNumberNote, setupNameNote } from './words/location-number';
import { cardText, cardVictory, terrainText } from '../common/card-text';

type Body = { title: string; body: ComponentChildren };

/** Where a terrain's Genestealers come from, one sentence per colour (a colour agrees with its noun). */
const TERRAIN_COLOUR: Record<TerrainColour, KeyOf<'play'>> = {
  RED: 'details.terrainRed',
  ORANGE: 'details.terrainOrange',
  YELLOW: 'details.terrainYellow',
  GREEN: 'details.terrainGreen',
};

function terrainBody(id: string, tokens: number | null): ComponentChildren {
  const def = terrainDef(id);
  return (
    <>
      <p>{t(TERRAIN_COLOUR[def.colour])}</p>
      <p>{terrainText(id) ?? t('details.cannotActivate')}</p>
      {tokens ? <p>{t('details.tokensOnIt', { n: tokens })}</p> : null}
    </>
  );
}

/** A marine's facts, one short item each ("Red team · range 2 · position 1 · faces left · 1 Support token"). */
function marineFacts(team: Team, range: number, placed: { position: number; left: boolean; tokens: number } | null): string {
  const facts = [t('names.team', { team: teamName(team) }), t('details.range', { n: range })];
  if (placed) facts.push(t('details.position', { n: placed.position }), t(placed.left ? 'details.facesLeft' : 'details.facesRight'), t('details.supportTokens', { n: placed.tokens }));
  return facts.join(' · ');
}

function cardBody(id: string): Body {
  if (id.startsWith('action.')) {
    const a = actionDef(id);
    return { title: `${a.name} (${a.initiative})`, body: <><p>{t('names.team', { team: teamName(a.team) })} · {TYPE_WORDS[a.type].name}</p><p>{TYPE_WORDS[a.type].base}</p><p>{cardText(id)}</p></> };
  }
  if (id.startsWith('event.')) return { title: eventDef(id).name, body: <EventCard id={id} name={false} /> };
  return { title: terrainDef(id).name, body: terrainBody(id, null) };
}

function describe(key: string, s: GameState, board: BoardView): Body | null {
  const spot = parseSpot(key);
  if (spot?.kind === 'card') return cardBody(spot.id);
  if (spot?.kind === 'marine') {
    const m = marineDef(spot.id);
    const row = board.rows.find((r) => r.marine.id === spot.id);
    return {
      title: m.name,
      body: (
        <>
          <p>{marineFacts(m.team, m.range, row ? { position: row.row + 1, left: isLeft(row.marine.facing), tokens: row.marine.tokens } : null)}</p>
          <p>{m.range === 0 ? t('details.reachOwn') : t('details.reach', { n: m.range })}</p>
          <h3>{t('details.teamCards')}</h3>
          <ul>
            {actionsOfTeam(m.team).map((c2) => (
              <li key={c2.id}>
                <strong>{c2.name} ({c2.initiative})</strong>: {cardText(c2.id)}
              </li>
            ))}
          </ul>
        </>
      ),
    };
  }
  if (spot?.kind === 'swarm') {
    const { row, side, index } = spot.ref;
    const cards = s.formation[row]?.[side].swarms[index]?.cards ?? [];
    const sw = board.rows[row]?.[side].swarms[index];
    const marine = board.rows[row]?.marine.name ?? '';
    return {
      title: t(isLeft(side) ? 'details.swarmLeft' : 'details.swarmRight', { n: cards.length, marine }),
      body: (
        <>
          <ul>
            {cards.map((card, i) => (
              <li key={i}>{genestealerName(card)}</li>
            ))}
          </ul>
          <p>{t('details.swarmAttacks')}</p>
          {sw?.attacked && <p>{t('details.swarmAttacked')}</p>}
          {sw?.shielded && <p>{t('details.swarmShielded')}</p>}
        </>
      ),
    };
  }
  if (spot?.kind === 'terrain') {
    const t = s.formation[spot.row]?.[spot.side].terrain.find((x) => x.id === spot.id);
    return { title: terrainDef(spot.id).name, body: terrainBody(spot.id, t?.tokens ?? null) };
  }
  if (spot?.kind === 'pile') {
    const n = board.blips[spot.side];
    return { title: t(isLeft(spot.side) ? 'details.pileLeft' : 'details.pileRight', { n }), body: <p>{t('details.pileBody')}</p> };
  }
  if (spot?.kind === 'location') {
    const loc = locationDef(s.location);
    if (isSetupLocation(loc))
      return {
        title: locationName(loc.id),
        body: (
          <>
            <p>{t('details.startingPoint', { n: s.locationDeck.length })}</p>
            <p>{setupNameNote()}</p>
          </>
        ),
      };
    const setup = locationDef(s.setupCard);
    return {
      title: `${loc.name} (${loc.tier})`,
      body: (
        <>
          <p>{cardText(loc.id)}</p>
          {isSetupLocation(setup) && <p>{locationNumberNote(loc.tier, setup.deck)}</p>}
          {cardVictory(loc.id) && <p><strong>{t('details.toWin')}</strong> {cardVictory(loc.id)}</p>}
          <p>{t('details.arrival', { left: loc.blips.left, right: loc.blips.right, n: s.locationDeck.length })}</p>
        </>
      ),
    };
  }
  if (spot?.kind === 'events') return { title: t('details.eventDeck', { n: s.eventDeck.length }), body: <p>{t('details.eventDeckBody', { n: s.eventDiscard.length })}</p> };
  return null;
}

/** Our own words about whatever was tapped on the board. */
export function Details({ item, s, board, onClose }: { item: string; s: GameState; board: BoardView; onClose: () => void }) {
  const ref = useDialog<HTMLElement>(onClose);
  const found = describe(item, s, board);
  if (!found) return null;
  return (
    <div class="overlay" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <section class="dialog" role="dialog" aria-modal="true" aria-labelledby="details-title" tabIndex={-1} ref={ref}>
        <h2 id="details-title">{found.title}</h2>
        <div class="dialog__body">{found.body}</div>
        <button type="button" class="btn btn--wide" onClick={onClose}>
          {t('dialog.close')}
        </button>
      </section>
    </div>
  );
}
