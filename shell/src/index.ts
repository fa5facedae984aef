// Eager entry kept tiny: the federation runtime must negotiate shared modules before React loads.
// The shell's code is evaluated in steps, each in a task of its own, so a phone's main thread is never held for the
// whole start at once (a click on a served page waits for one step, not for all of them).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function startShell(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('@emotion/react');
  await nextTask();
  await import('@xchange/ui');
  await nextTask();
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

void startShell();
