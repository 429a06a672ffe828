import { guide, guideOn, turnOff, turnOn } from './guide';

/** The game menu's guide switch: on again after "Turn the guide off", or off from here. */
export function GuideSwitch({ gameId }: { gameId: string }) {
  const on = guideOn(gameId, guide.value);
  return (
    <>
      <button type="button" class="btn btn--wide" data-guide-switch={on ? 'on' : 'off'} aria-describedby="guide-switch-why" onClick={on ? turnOff : turnOn}>
        {on ? 'Turn the guide off' : 'Turn the guide on'}
      </button>
      <p id="guide-switch-why" class="menu-list__hint">
        {on ? 'The guide explains each part of a round the first time it comes up.' : 'It explains each part of a round the first time it comes up, from here on.'}
      </p>
    </>
  );
}
