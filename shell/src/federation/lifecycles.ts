/** One single-spa lifecycle function, as a remote's './app' exports it. */
export type Lifecycle = (props: Record<string, unknown>) => Promise<unknown>;

export interface Lifecycles {
  bootstrap: Lifecycle;
  mount: Lifecycle;
  unmount: Lifecycle;
}
