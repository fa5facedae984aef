import { Text } from '@xchange/ui';

// Stamped by `pnpm release mf-shop --mark <text>` (webpack DefinePlugin); empty in every ordinary build.
const buildMark = process.env.XCHANGE_RELEASE_MARK ?? '';

/** One quiet line naming a marked release build, so a release and its rollback can be seen in the page. */
export function ReleaseMark({ mark = buildMark }: { mark?: string }) {
  if (!mark) return null;
  return (
    <Text fontSize="xs" color="fg.muted" textAlign="center" py="2" data-release-mark={mark}>
      Shop build {mark}
    </Text>
  );
}
