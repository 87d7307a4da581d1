import { Flex, Tag, Typography } from 'antd';
import { limitItems, moreLabel } from './limit-items';

interface LimitedTagsProps {
  items: readonly string[] | null | undefined;
  max: number;
  /** Names the list for screen readers, e.g. "Research areas of Ada Lovelace". */
  label: string;
  color?: string;
  /** "+N more" instead of "+N". */
  withMore?: boolean;
  /** A small caption above the tags, e.g. "Research areas". */
  caption?: string;
}

/** Up to `max` tags, then a "+N" chip whose title names the ones left out. */
export function LimitedTags({ items, max, label, color, withMore = false, caption }: LimitedTagsProps) {
  const all = items ?? [];
  const { visible, hiddenCount } = limitItems(all, max);
  if (all.length === 0) return null;
  const more = moreLabel(hiddenCount, withMore);
  const tags = (
    <Flex wrap gap={4} role="list" aria-label={label}>
      {visible.map((item, i) => (
        <Tag
          key={`${item}-${i}`}
          color={color}
          role="listitem"
          style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}
        >
          {item}
        </Tag>
      ))}
      {more ? (
        <Tag
          role="listitem"
          variant="outlined"
          title={all.slice(max).join(', ')}
          aria-label={`${hiddenCount} more: ${all.slice(max).join(', ')}`}
          style={{ marginInlineEnd: 0 }}
        >
          {more}
        </Tag>
      ) : null}
    </Flex>
  );
  if (!caption) return tags;
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }} aria-hidden>
        {caption}
      </Typography.Text>
      {tags}
    </Flex>
  );
}
