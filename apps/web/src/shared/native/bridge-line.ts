/**
 * One message to the shell at a time (issue 19, ADR 041). dingshuangdian's shell builds each
 * answer in a field that the next message overwrites, id included, and reads the contact
 * picker's index from the latest message when the picker returns: a page view sent in the same
 * millisecond as toLogin took the answer's id, and the token was lost. So a message goes only
 * when the one before it has been answered or has fallen back, and while a native screen hides
 * the page (picker, liveness camera) nothing goes until the page has been back for a moment.
 */

/** A message's turn: it sends, then calls `release` once the next message may go. */
type Turn = (release: () => void) => void;

const line: Turn[] = [];
let busy = false;
/** Bumped by `clearLine`, so a release from before it cannot start a second turn. */
let generation = 0;

export function takeTurn(turn: Turn): void {
  line.push(turn);
  if (!busy) next();
}

function next(): void {
  const turn = line.shift();
  if (!turn) {
    busy = false;
    return;
  }
  busy = true;
  const mine = generation;
  let released = false;
  turn(() => {
    if (released || mine !== generation) return;
    released = true;
    next();
  });
}

/** Forgets every waiting message (tests start each case with an empty line). */
export function clearLine(): void {
  generation += 1;
  line.length = 0;
  busy = false;
}

function isHidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}

/**
 * Calls `release` at once when the page is visible. When a native screen hides it, waits until
 * the page has been visible again for `settleMs`: the shell posts the screen's answer as it
 * resumes, and a message sent before that would overwrite it. Returns a function that stops
 * waiting (the answer came).
 */
export function whenPageBack(settleMs: number, release: () => void): () => void {
  if (!isHidden()) {
    release();
    return () => undefined;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onChange);
  };
  function onChange() {
    clearTimeout(timer);
    if (isHidden()) return;
    timer = setTimeout(() => {
      stop();
      release();
    }, settleMs);
  }
  document.addEventListener('visibilitychange', onChange);
  return stop;
}
