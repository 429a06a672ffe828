/**
 * The app's emblem (the same drawing as public/icons/icon.svg, without its tile). A file, not
 * inline: its drawing stays out of the first paint's script, and the home screen shows it as
 * soon as it arrives (the service worker keeps it). Decorative: the heading carries the name.
 */
export function Emblem(props: { class?: string }) {
  return <img class={props.class} src={`${import.meta.env.BASE_URL}icons/emblem.svg`} alt="" width={408} height={408} decoding="async" />;
}
