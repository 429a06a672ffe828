import { marinesOfTeam, TEAMS } from '../../data';
import type { SetupModelInstance } from './setup-model';
import { MAX_NAME_LENGTH } from '../../engine/limits';
import { t } from '../common/words';
import { teamName } from '../play/board/team-words';

interface Props {
  model: SetupModelInstance;
  /** The heading's id, unique on the page (the screens label their sections by it). */
  labelId: string;
  title: string;
}

/**
 * Player names and the combat teams each controls, as toggle chips: pocket play and the table
 * companion start a game the same way (RB p7 step 4, p30).
 */
export function TeamsField({ model, labelId, title }: Props) {
  const count = model.count.value;
  // Whose team it is, by the name the table knows them by ("with Ben"); a blank name by number.
  const held = (p: number): string => {
    const name = model.names.value[p]?.trim();
    return name ? t('pocket.teams.withName', { name }) : t('pocket.teams.with', { number: p + 1 });
  };
  return (
    <section class="field" aria-labelledby={labelId}>
      <div class="field__row">
        <h2 id={labelId} class="field__label">{title}</h2>
        <button type="button" class="btn btn--small" onClick={model.dealAtRandom}>
          {t('pocket.teams.deal')}
        </button>
      </div>
      {Array.from({ length: count }, (_, p) => (
        <fieldset class="player" key={p}>
          <legend class="visually-hidden">{t('pocket.teams.player', { number: p + 1 })}</legend>
          <label class="player__name">
            <span>{t('pocket.teams.player', { number: p + 1 })}</span>
            <input type="text" value={model.names.value[p]} maxLength={MAX_NAME_LENGTH} autocomplete="off" onInput={(e) => model.setName(p, e.currentTarget.value)} />
          </label>
          <div class="team-chips" role="group" aria-label={t('pocket.teams.of', { number: p + 1 })}>
            {TEAMS.map((team) => {
              const holder = model.owner.value.get(team);
              const mine = holder === p;
              return (
                <button type="button" key={team} class={`team-chip team--${team}`} aria-pressed={mine} onClick={() => model.toggleTeam(p, team)} data-team={team}>
                  <span class="team-chip__name">{teamName(team)}</span>
                  <span class="team-chip__who">
                    {holder !== undefined && !mine ? held(holder) : marinesOfTeam(team).map((m) => m.shortName).join(' & ')}
                  </span>
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </section>
  );
}
