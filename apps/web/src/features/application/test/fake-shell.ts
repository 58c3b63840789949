import { vi } from 'vitest';

interface Message {
  action: string;
  data: unknown;
  callback: string;
}

/** A native shell that answers each action through the named global callback, as the real one does. */
export function installShell(answers: Record<string, (data: unknown) => unknown>) {
  const messages: Message[] = [];
  const postMessage = vi.fn((json: string) => {
    const message = JSON.parse(json) as Message;
    messages.push(message);
    const answer = answers[message.action];
    if (!answer) return;
    queueMicrotask(() => (window as unknown as Record<string, (value: unknown) => void>)[message.callback]?.(answer(message.data)));
  });
  window.FKSDKJsFramework = { postMessage };
  return { messages };
}
