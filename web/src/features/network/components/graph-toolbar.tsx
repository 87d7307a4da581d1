import {
  AimOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
  ReloadOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { Button, Checkbox, Flex, Input, Select } from 'antd';
import type { NodeFilter } from '../types';
import { EDGE_TYPE_OPTIONS, edgeColour } from '../utils/edge-style';
import { NODE_FILTER_OPTIONS } from '../utils/graph-filters';

interface GraphToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  filter: NodeFilter;
  onFilterChange: (value: NodeFilter) => void;
  edgeTypes: string[];
  onEdgeTypesChange: (value: string[]) => void;
  playing: boolean;
  onTogglePlaying: () => void;
  onReset: () => void;
  onCenterView: () => void;
  fullscreen: boolean;
  onToggleFullscreen: () => void;
}

/** Search, the researcher filter, the connection-type checkboxes and the view buttons (spec 2 section 2). */
export function GraphToolbar(props: GraphToolbarProps) {
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={8} align="center">
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder="Search researchers..."
          aria-label="Search researchers"
          value={props.search}
          onChange={(e) => props.onSearchChange(e.target.value)}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
        />
        <Select<NodeFilter>
          aria-label="Filter researchers"
          value={props.filter}
          onChange={props.onFilterChange}
          options={NODE_FILTER_OPTIONS}
          style={{ flex: '0 1 220px', minWidth: 200 }}
        />
        <Flex wrap gap={8}>
          <Button
            icon={props.playing ? <PauseCircleOutlined aria-hidden /> : <PlayCircleOutlined aria-hidden />}
            onClick={props.onTogglePlaying}
          >
            {props.playing ? 'Pause' : 'Play'}
          </Button>
          <Button icon={<ReloadOutlined aria-hidden />} onClick={props.onReset}>
            Reset
          </Button>
          <Button icon={<AimOutlined aria-hidden />} onClick={props.onCenterView}>
            Center View
          </Button>
          <Button
            icon={
              props.fullscreen ? <FullscreenExitOutlined aria-hidden /> : <FullscreenOutlined aria-hidden />
            }
            onClick={props.onToggleFullscreen}
          >
            {props.fullscreen ? 'Exit Fullscreen' : 'Fullscreen'}
          </Button>
        </Flex>
      </Flex>
      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <legend className="visually-hidden">Connection types</legend>
        <Checkbox.Group
          value={props.edgeTypes}
          onChange={(value) => props.onEdgeTypesChange(value as string[])}
          options={EDGE_TYPE_OPTIONS.map(({ type, label }) => ({
            value: type,
            label: (
              <span>
                <span
                  aria-hidden
                  style={{
                    display: 'inline-block',
                    width: 16,
                    height: 4,
                    borderRadius: 2,
                    background: edgeColour(type),
                    verticalAlign: 'middle',
                    marginRight: 6,
                  }}
                />
                {label}
              </span>
            ),
          }))}
        />
      </fieldset>
    </Flex>
  );
}
