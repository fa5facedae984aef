// Each remote exposes './app': single-spa lifecycles (docs/architecture.md §4, runtime composition).
declare module 'marketing/app' {
  export const bootstrap: (props: Record<string, unknown>) => Promise<unknown>;
  export const mount: (props: Record<string, unknown>) => Promise<unknown>;
  export const unmount: (props: Record<string, unknown>) => Promise<unknown>;
}
declare module 'shop/app' {
  export * from 'marketing/app';
}
declare module 'buyer/app' {
  export * from 'marketing/app';
}
declare module 'seller/app' {
  export * from 'marketing/app';
}
declare module 'admin/app' {
  export * from 'marketing/app';
}
