/**
 * Runs `task` just after the browser has painted the frame it is making now (a tap's answer
 * on the screen), or after `fallbackMs` when no frame comes (a hidden tab gets none): for work
 * the child does not see at once, such as sending a move to the server, so that it does not
 * hold back the frame that shows the move on a slow tablet (issue 29). Runs the task once.
 */
export function afterThisPaint(task: () => void, fallbackMs = 500): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    task();
  };
  const fallback = setTimeout(run, fallbackMs);
  // A frame callback runs before that frame's paint; a timer set from it runs after the paint.
  requestAnimationFrame(() => setTimeout(run, 0));
}
