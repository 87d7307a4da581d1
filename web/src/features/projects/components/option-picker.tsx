import { PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Col, Flex, Input, Row } from 'antd';
import { useId, useState } from 'react';
import { projectLimits } from '@app/contracts/projects/http';
import { addCustomOption, customLabel, customOptions } from '../utils/custom-options';

interface Props {
  /** The fixed list (17 research methods or 21 methodologies). */
  options: readonly string[];
  value?: string[];
  onChange?: (value: string[]) => void;
  /** Names the field for the custom box and its button, e.g. "research method". */
  itemName: string;
  /** The group's accessible name, e.g. "Research Methods". */
  label: string;
  id?: string;
}

/**
 * A fixed list of checkboxes plus the proposer's own values (spec 2 §5): typed in the box and
 * added with Enter or the Add button, trimmed, ignored when empty, never twice, and labelled
 * '(Custom)'. A custom value stays listed when unticked, so it can be ticked again.
 */
export function OptionPicker({ options, value = [], onChange, itemName, label, id }: Props) {
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [customs, setCustoms] = useState<string[]>(() => customOptions(value, options));
  const allCustoms = [...customs, ...customOptions(value, options).filter((v) => !customs.includes(v))];

  const add = () => {
    const next = addCustomOption(value, typed, options);
    if (next !== value) {
      const added = next.at(-1);
      if (added !== undefined && !options.includes(added) && !allCustoms.includes(added))
        setCustoms([...allCustoms, added]);
      onChange?.([...next]);
    }
    setTyped('');
  };

  return (
    <Flex vertical gap={8} id={id} role="group" aria-label={label}>
      <Checkbox.Group
        value={value}
        onChange={(next) => onChange?.(next as string[])}
        style={{ width: '100%' }}
      >
        <Row gutter={[8, 4]} style={{ width: '100%' }}>
          {options.map((option) => (
            <Col key={option} xs={24} sm={12}>
              <Checkbox value={option}>{option}</Checkbox>
            </Col>
          ))}
          {allCustoms.map((option) => (
            <Col key={`custom-${option}`} xs={24} sm={12}>
              <Checkbox value={option}>{customLabel(option)}</Checkbox>
            </Col>
          ))}
        </Row>
      </Checkbox.Group>
      <Flex gap={8}>
        <label htmlFor={inputId} className="visually-hidden">
          {`Add a custom ${itemName}`}
        </label>
        <Input
          id={inputId}
          placeholder={`Add a custom ${itemName}`}
          value={typed}
          maxLength={projectLimits.listItem}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button icon={<PlusOutlined aria-hidden />} onClick={add} aria-label={`Add custom ${itemName}`}>
          Add
        </Button>
      </Flex>
    </Flex>
  );
}
