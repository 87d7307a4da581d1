import { Flex, Tag, Tooltip, Typography } from 'antd';
import { limitItems, moreLabel } from './limit-items';
import './limited-tags.css';

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
  /**
   * What an item stands for (an FoR code's title): shown beside it as far as there is room, and
   * whole on hover, a click or a tap (touch has no hover).
   */
  describe?: (item: string) => string | undefined;
}

/** Up to `max` tags, then a "+N" chip whose title names the ones left out. */
export function LimitedTags({
  items,
  max,
  label,
  color,
  withMore = false,
  caption,
  describe,
}: LimitedTagsProps) {
  const all = items ?? [];
  const { visible, hiddenCount } = limitItems(all, max);
  if (all.length === 0) return null;
  const more = moreLabel(hiddenCount, withMore);
  const hidden = all
    .slice(max)
    .map((item) => {
      const description = describe?.(item);
      return description ? `${item} ${description}` : item;
    })
    .join(', ');
  const tags = (
    <Flex wrap gap={4} role="list" aria-label={label}>
      {visible.map((item, i) => {
        const description = describe?.(item);
        return (
          <Tag
            key={`${item}-${i}`}
            color={color}
            role="listitem"
            style={{ marginInlineEnd: 0, whiteSpace: 'normal', maxWidth: '100%' }}
          >
            {description ? (
              <Tooltip title={`${item} ${description}`} trigger={['hover', 'click']}>
                <button type="button" className="described-tag">
                  {item} <span className="described-tag-title">{description}</span>
                </button>
              </Tooltip>
            ) : (
              item
            )}
          </Tag>
        );
      })}
      {more ? (
        <Tag
          role="listitem"
          variant="outlined"
          title={hidden}
          aria-label={`${hiddenCount} more: ${hidden}`}
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
