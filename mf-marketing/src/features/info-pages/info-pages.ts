import { createElement, type ComponentType } from 'react';
import { InfoPage } from './components/info-page';
import { companyPages } from './info-page-content';
import { tradePages } from './trade-page-content';

const allInfoPages = { ...companyPages, ...tradePages };

/** One page component per static route, keyed by path. */
export const infoPages: Record<string, ComponentType> = Object.fromEntries(
  Object.entries(allInfoPages).map(([path, content]) => {
    const Page = () => createElement(InfoPage, { content });
    Page.displayName = `InfoPage(${path})`;
    return [path, Page];
  }),
);
