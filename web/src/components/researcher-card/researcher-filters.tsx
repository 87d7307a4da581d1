import { SearchOutlined } from '@ant-design/icons';
import { Col, Collapse, Grid, Input, Row, Typography } from 'antd';
import { SEARCH_MAX } from '@app/contracts/networking/http';
import { useId } from 'react';
import { ForCodePicker } from '../for-code-picker/for-code-picker';

/** The finders accept at most 50 codes (contracts: networking ForCodeQuery). */
const MAX_FILTER_CODES = 50;

interface ResearcherFiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  /** The search box's label, e.g. "Search supervisors". */
  searchLabel: string;
  searchPlaceholder: string;
  forCodes: string[];
  onForCodesChange: (codes: string[]) => void;
}

/**
 * The keyword box and the FoR picker above a researcher list (discovery and both finders). On
 * phones the picker folds into a collapsed panel, so that the results come first.
 */
export function ResearcherFilters(props: ResearcherFiltersProps) {
  const { search, onSearchChange, searchLabel, searchPlaceholder, forCodes, onForCodesChange } = props;
  const forLabelId = useId();
  const { md } = Grid.useBreakpoint();
  const picker = (
    <ForCodePicker
      value={forCodes}
      onChange={onForCodesChange}
      compact
      label="Fields of Research codes"
      max={MAX_FILTER_CODES}
    />
  );
  return (
    <Row gutter={[16, 12]}>
      <Col xs={24} lg={10}>
        <Input
          size="large"
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          value={search}
          onChange={(e) => onSearchChange(e.target.value)}
          placeholder={searchPlaceholder}
          aria-label={searchLabel}
          type="search"
          maxLength={SEARCH_MAX}
        />
      </Col>
      {md === false ? (
        <Col xs={24}>
          <Collapse
            size="small"
            items={[
              {
                key: 'for',
                label:
                  forCodes.length > 0
                    ? `Fields of Research (${forCodes.length} selected)`
                    : 'Fields of Research',
                children: picker,
              },
            ]}
          />
        </Col>
      ) : (
        <Col xs={24} lg={14} role="group" aria-labelledby={forLabelId}>
          <Typography.Text id={forLabelId} strong style={{ display: 'block', marginBottom: 4 }}>
            Fields of Research
          </Typography.Text>
          {picker}
        </Col>
      )}
    </Row>
  );
}
