import { createElement, type ComponentType } from 'react';
import { InfoPage } from '../../lib/info-page';
import { companyPages } from './company-pages';
import { policyPages } from './policy-pages';
import { tradePages } from './trade-pages';

/** Every static page's content, keyed by path. */
export const infoPageContent = { ...companyPages, ...tradePages, ...policyPages };

/** One page component per static route, keyed by path. */
export const infoPages: Record<string, ComponentType> = Object.fromEntries(
  Object.entries(infoPageContent).map(([path, content]) => {
    const Page = () => createElement(InfoPage, { content });
    Page.displayName = `InfoPage(${path})`;
    return [path, Page];
  }),
);
