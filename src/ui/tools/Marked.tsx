import { t } from '../common/words';
import type { Key } from '../../words/keys';
import type { Params } from '../../words/say';

// A character no message holds: where the bold value goes, wherever the language puts it.
const MARK = '\u{E000}';

/** A message with one of its placeholders drawn in bold ("Phase <strong>2</strong>", "Phase <strong>2</strong>"). */
export function Marked({ k, params = {}, bold, value }: { k: Key; params?: Params; bold: string; value: string | number }) {
  const [before = '', after = ''] = t(k, { ...params, [bold]: MARK }).split(MARK);
  return (
    <>
      {before}
      <strong>{value}</strong>
      {after}
    </>
  );
}
