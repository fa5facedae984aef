/** Server rendering of a remote's first view (Node only: never imported by a remote's browser build). */
export { renderFirstView, serverApi, type FirstView, type FirstViewRequest } from './server-render/render-first-view';
