import { guide, guideOn, turnOff, turnOn } from './guide';
import { t } from '../common/words';

/** The game menu's guide switch: on again after "Turn the guide off", or off from here. */
export function GuideSwitch({ gameId }: { gameId: string }) {
  const on = guideOn(gameId, guide.value);
  return (
    <>
      <button type="button" class="btn btn--wide" data-guide-switch={on ? 'on' : 'off'} aria-describedby="guide-switch-why" onClick={on ? turnOff : turnOn}>
        {on ? t('guide.turnOff') : t('guide.turnOn')}
      </button>
      <p id="guide-switch-why" class="menu-list__hint">
        {on ? t('guide.switchOnHint') : t('guide.switchOffHint')}
      </p>
    </>
  );
}
