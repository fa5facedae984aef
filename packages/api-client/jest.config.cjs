// Node environment: it has fetch, Request and Response, which jsdom lacks.
module.exports = require('@xchange/config/jest-web')(__dirname, { testEnvironment: 'node' });
