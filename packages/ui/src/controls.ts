// @xchange/ui/controls — Checkbox, RadioGroup, Switch and Progress, each on its own Zag state machine (~8 KB gzip
// together): an entry of its own, so pages without them (most of the site) never download them.
export { Checkbox, Progress, RadioGroup, Switch } from '@chakra-ui/react';
