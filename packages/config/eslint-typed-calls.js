// Front-end calls go through call()/endpointRequest() of @xchange/api-client, which take method and path from the
// contract's endpoint table; this rule stops paths being built by hand again.

// The table, the client, the server and its tooling, and the e2e suite name paths themselves.
const exempt = /[\\/](packages[\\/](contract|api-client)|infra|e2e)[\\/]/;
const apiPrefix = /^\/?api\/v1(\/|$)/;
const fix = "Call the endpoint by name: call(api, 'name', { params, query, body }) from '@xchange/api-client'.";

/** @param {any} node an ESTree node */
const isEndpointsMember = (node) =>
  node?.type === 'MemberExpression' && node.object.type === 'Identifier' && node.object.name === 'endpoints';

/** @type {import('eslint').Rule.RuleModule} */
const noHandBuiltEndpointPath = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids building /api/v1 paths by hand outside the contract and the api client.' },
    schema: [],
    messages: {
      literal: `An /api/v1 path written by hand. ${fix}`,
      tablePath: `An endpoint path read from the table by hand. ${fix}`,
    },
  },
  create(context) {
    if (exempt.test(context.filename)) return {};
    /** @type {(node: import('eslint').Rule.Node, text: string) => void} */
    const checkText = (node, text) => {
      if (apiPrefix.test(text)) context.report({ node, messageId: 'literal' });
    };
    return {
      Literal: (node) => typeof node.value === 'string' && checkText(node, node.value),
      TemplateLiteral: (node) => checkText(node, node.quasis[0]?.value.cooked ?? ''),
      // endpoints.product.path (and so endpoints.product.path.replace(':id', …))
      'MemberExpression[property.name="path"]': (/** @type {any} */ node) => {
        if (isEndpointsMember(node.object)) context.report({ node, messageId: 'tablePath' });
      },
      // any other <x>.path.replace(…), e.g. through an alias of an endpoint
      'CallExpression[callee.property.name="replace"][callee.object.property.name="path"]': (/** @type {any} */ node) => {
        if (!isEndpointsMember(node.callee.object.object)) context.report({ node, messageId: 'tablePath' });
      },
    };
  },
};

/**
 * Forbids hand-built endpoint paths in app code (tests may name paths to mock them).
 * @type {import('eslint').Linter.Config[]}
 */
export const typedCalls = [
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    plugins: { 'typed-calls': { rules: { 'no-hand-built-endpoint-path': noHandBuiltEndpointPath } } },
    rules: { 'typed-calls/no-hand-built-endpoint-path': 'error' },
  },
];
