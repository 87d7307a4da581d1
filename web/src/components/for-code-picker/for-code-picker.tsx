import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  ConfigProvider,
  Empty,
  Input,
  Skeleton,
  Tag,
  Tree,
  Typography,
  type GetRef,
} from 'antd';
import { useDeferredValue, useId, useMemo, useRef, useState, type Key } from 'react';
import { useForCodes } from '../../api/profile/for-codes';
import {
  buildForTree,
  indexForTree,
  levelColour,
  levelName,
  searchForTree,
  type ForTreeNode,
} from './for-code-tree';
import './for-code-picker.css';

export interface ForCodePickerProps {
  /** The selected codes (2, 4 or 6 digits). */
  value: string[];
  onChange(codes: string[]): void;
  /** The shorter tree, for filter panels. */
  compact?: boolean;
  placeholder?: string;
  /** At most this many codes can be selected (further ticks are refused with a note). */
  max?: number;
  /** The name screen readers give the picker. */
  label?: string;
}

/** Tree heights of spec 1 §2: compact at most 64 units (256 px), normal at most 96 (384 px). */
const TREE_HEIGHT = { compact: 256, normal: 384 } as const;
/** 20 px of indent per level (spec 1 §2). */
const TREE_INDENT = 20;
const treeTheme = { components: { Tree: { indentSize: TREE_INDENT } } };

interface TreeData {
  key: string;
  title: string;
  isLeaf: boolean;
  children?: TreeData[];
}

const toTreeData = (nodes: ForTreeNode[]): TreeData[] =>
  nodes.map((n) => ({
    key: n.code,
    title: n.title,
    isLeaf: n.children.length === 0,
    children: n.children.length ? toTreeData(n.children) : undefined,
  }));

function CodeTag({ node }: { node: Pick<ForTreeNode, 'code' | 'level'> }) {
  return (
    <Tag color={levelColour[node.level]} title={levelName[node.level]} className="for-code-picker__code">
      {node.code}
    </Tag>
  );
}

/**
 * The reusable Fields of Research picker (spec 1 §2): a search box, the tree of divisions, groups
 * and fields with expand/collapse and checkboxes, and the removable list of selected codes. The
 * tree is built once per code list and rendered virtually, so all 2,203 codes stay smooth.
 */
/** Rows a compact tree shows at once (its height over a row's). */
const ROWS_IN_VIEW = 8;

/**
 * After a node opens, brings its children into view (once the tree has rendered them): its last
 * child when they all fit, else the node itself to the top with as many children as fit.
 */
function scrollChildrenIntoView(tree: GetRef<typeof Tree> | null, node: ForTreeNode | undefined): void {
  if (!tree || !node || node.children.length === 0) return;
  const fits = node.children.length < ROWS_IN_VIEW;
  requestAnimationFrame(() =>
    tree.scrollTo(
      fits ? { key: node.children.at(-1)!.code, align: 'auto' } : { key: node.code, align: 'top' },
    ),
  );
}

export function ForCodePicker({
  value,
  onChange,
  compact = false,
  placeholder,
  max,
  label,
}: ForCodePickerProps) {
  const codes = useForCodes();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [expandedKeys, setExpandedKeys] = useState<Key[]>([]);
  const treeRef = useRef<GetRef<typeof Tree>>(null);

  const [limitHit, setLimitHit] = useState(false);
  const selectedHeadingId = useId();

  const tree = useMemo(() => buildForTree(codes.data ?? []), [codes.data]);
  const index = useMemo(() => indexForTree(tree), [tree]);
  const search = useMemo(() => searchForTree(tree, deferredQuery), [tree, deferredQuery]);
  const treeData = useMemo(() => toTreeData(search.nodes), [search.nodes]);

  // A new search (or the codes arriving after it was typed) opens the branches that lead to its
  // matches; clearing it folds everything again.
  const [searchedFor, setSearchedFor] = useState({ query: '', tree });
  if (deferredQuery !== searchedFor.query || tree !== searchedFor.tree) {
    setSearchedFor({ query: deferredQuery, tree });
    setExpandedKeys(search.expandedKeys);
  }

  const selected = useMemo(() => new Set(value), [value]);
  const change = (next: string[]) => {
    if (max !== undefined && next.length > max && next.length > value.length) {
      setLimitHit(true);
      return;
    }
    setLimitHit(false);
    onChange(next);
  };
  const toggle = (code: string) =>
    change(selected.has(code) ? value.filter((c) => c !== code) : [...value, code]);

  const treeLabel = label ?? 'Fields of Research codes';
  const sortedSelection = [...value].sort();

  const treeHeight = compact ? TREE_HEIGHT.compact : TREE_HEIGHT.normal;
  let body;
  if (codes.isPending) {
    // As tall as the tree it stands for, so what is below does not jump when the codes arrive
    // (a click aimed at it would land elsewhere).
    body = (
      <div style={{ height: treeHeight }}>
        <Skeleton active paragraph={{ rows: compact ? 4 : 7 }} title={false} />
      </div>
    );
  } else if (codes.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={codes.error instanceof Error ? `Error: ${codes.error.message}` : 'Failed to load codes'}
        description="No Fields of Research codes available."
      />
    );
  } else if (tree.length === 0) {
    body = <Empty description="No Fields of Research codes available." />;
  } else if (search.nodes.length === 0) {
    body = <Empty description={`No codes match “${deferredQuery.trim()}”`} />;
  } else {
    body = (
      <ConfigProvider theme={treeTheme}>
        <Tree<TreeData>
          aria-label={treeLabel}
          className="for-code-picker__tree"
          checkable
          checkStrictly
          virtual
          height={treeHeight}
          treeData={treeData}
          expandedKeys={expandedKeys}
          onExpand={(keys, info) => {
            setExpandedKeys(keys);
            if (info.expanded) scrollChildrenIntoView(treeRef.current, index.get(String(info.node.key)));
          }}
          ref={treeRef}
          checkedKeys={{ checked: value, halfChecked: [] }}
          onCheck={(_, info) => toggle(String(info.node.key))}
          selectedKeys={[]}
          onSelect={(_, info) => toggle(String(info.node.key))}
          titleRender={(node) => {
            const forNode = index.get(node.key);
            return (
              <span className="for-code-picker__title">
                {forNode ? <CodeTag node={forNode} /> : null}
                <span>{node.title}</span>
              </span>
            );
          }}
        />
      </ConfigProvider>
    );
  }

  return (
    <div className={compact ? 'for-code-picker for-code-picker--compact' : 'for-code-picker'}>
      <Input
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder={placeholder ?? 'Search by code or title, e.g. 3901 or curriculum'}
        aria-label={`Search ${treeLabel}`}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <div className="for-code-picker__tree-box">{body}</div>
      {limitHit && max !== undefined ? (
        <Typography.Text type="warning" role="status">
          At most {max} codes can be selected. Remove one to add another.
        </Typography.Text>
      ) : null}
      <section aria-labelledby={selectedHeadingId}>
        <Typography.Text strong id={selectedHeadingId}>
          Selected codes ({value.length})
        </Typography.Text>
        {sortedSelection.length === 0 ? (
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            None selected yet. Tick codes in the tree above.
          </Typography.Paragraph>
        ) : (
          <ul className="for-code-picker__selected">
            {sortedSelection.map((code) => {
              const node = index.get(code);
              const text = node ? `${code} ${node.title}` : code;
              return (
                <li key={code}>
                  {node ? <CodeTag node={node} /> : <Tag>{code}</Tag>}
                  <span className="for-code-picker__selected-title">{node?.title}</span>
                  <Button
                    type="text"
                    size="small"
                    icon={<CloseOutlined aria-hidden />}
                    aria-label={`Remove ${text}`}
                    onClick={() => change(value.filter((c) => c !== code))}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
