// @xchange/ui/controls — Checkbox, RadioGroup and Switch, each on its own Zag state machine (~7 KB gzip together): an
// entry of its own, so pages without them (most of the site) never download them.
export { Checkbox, RadioGroup, Switch } from '@chakra-ui/react';
