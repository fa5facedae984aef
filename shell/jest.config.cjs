module.exports = require('@xchange/config/jest-web')(__dirname);
