import { Flex, Tag, Tooltip } from 'antd';
import { categoryBadges } from '../utils/category-badges';

/** Up to three category badges (long names cut, the full name on hover and for screen readers), then '+N more'. */
export function CategoryBadges({ categories }: { categories: readonly string[] }) {
  if (categories.length === 0) return null;
  const { shown, more } = categoryBadges(categories);
  const hidden = categories.slice(shown.length);
  return (
    <Flex wrap gap={4} role="list" aria-label="Categories">
      {shown.map(({ name, label }) =>
        label === name ? (
          <Tag key={name} color="geekblue" role="listitem">
            {name}
          </Tag>
        ) : (
          <Tooltip key={name} title={name}>
            <Tag color="geekblue" role="listitem" aria-label={name} tabIndex={0}>
              {label}
            </Tag>
          </Tooltip>
        ),
      )}
      {more && (
        <Tooltip title={hidden.join(', ')}>
          <Tag role="listitem" aria-label={`${more}: ${hidden.join(', ')}`} tabIndex={0}>
            {more}
          </Tag>
        </Tooltip>
      )}
    </Flex>
  );
}
