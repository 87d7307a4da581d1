import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useState } from 'react';
import { SEARCH_MAX } from '@app/contracts/networking/http';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../lib/use-debounced-value';

/** The search box of one's own paged lists (connections, requests): part of the other person's name. */
export function useNameSearch(label: string) {
  const [value, setValue] = useState('');
  const search = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS);
  const box = (
    <Input
      allowClear
      prefix={<SearchOutlined aria-hidden />}
      value={value}
      onChange={(e) => setValue(e.target.value)}
      placeholder="Search by name"
      aria-label={label}
      type="search"
      maxLength={SEARCH_MAX}
      style={{ maxWidth: 360 }}
    />
  );
  return { search, box };
}
