import { Button, Card, Form, Input, InputNumber, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useConsoleT } from '../common/i18n.js';
import { ADMIN_LIMITS, CHART_TYPES, associationContentInput } from '@acsc/shared';
import { maxLengthOf } from '../common/rules.js';
import { LANGUAGES, languageName } from '../common/lang.js';

type NamePath = (string | number)[];

/** The longest key of a figure or chart (the same rule for both in the shared schema). */
const KEY_MAX = maxLengthOf(associationContentInput.basic_data.shape.figures.element.shape.key);

/** One short text in the three languages side by side (labels of figures, chart categories, org nodes). */
export function LocalizedInline({ name, label }: { name: NamePath; label: string }) {
  return (
    <Space wrap size={4}>
      {LANGUAGES.map((l) => (
        <Form.Item key={l} name={[...name, l]} noStyle>
          <Input
            size="small"
            addonBefore={languageName(l)}
            aria-label={`${label} (${languageName(l)})`}
            style={{ width: 210 }}
            maxLength={ADMIN_LIMITS.shortText}
          />
        </Form.Item>
      ))}
    </Space>
  );
}

/** Numbers typed as "1, 2, 3" (a chart series). */
function NumberList({
  value = [],
  onChange,
  id,
  label,
}: {
  value?: number[];
  onChange?: (v: number[]) => void;
  id?: string;
  label: string;
}) {
  return (
    <Input
      id={id}
      aria-label={label}
      defaultValue={value.join(', ')}
      onChange={(e) =>
        onChange?.(
          e.target.value
            .split(/[,，\s]+/)
            .filter(Boolean)
            .map(Number)
            .filter((n) => Number.isFinite(n)),
        )
      }
    />
  );
}

export function FiguresEditor() {
  const { t } = useConsoleT('admin-association');
  return (
    <Form.List name="figures">
      {(items, { add, remove }) => (
        <>
          {items.map((f, i) => (
            <Card
              key={f.key}
              size="small"
              className="admin-section"
              title={t('association.figureN', { n: i + 1 })}
              extra={
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('actions.delete')}
                  onClick={() => remove(f.name)}
                />
              }
            >
              <Space wrap align="start">
                <Form.Item
                  name={[f.name, 'key']}
                  label={t('fields.key')}
                  rules={[{ required: true, message: t('validation.required', { field: t('fields.key') }) }]}
                >
                  <Input maxLength={KEY_MAX} />
                </Form.Item>
                <Form.Item
                  name={[f.name, 'value']}
                  label={t('fields.value')}
                  rules={[{ required: true, message: t('validation.required', { field: t('fields.value') }) }]}
                >
                  <InputNumber />
                </Form.Item>
              </Space>
              <Form.Item label={t('fields.label')}>
                <LocalizedInline name={[f.name, 'label']} label={t('fields.label')} />
              </Form.Item>
              <Form.Item label={t('fields.unit')}>
                <LocalizedInline name={[f.name, 'unit']} label={t('fields.unit')} />
              </Form.Item>
            </Card>
          ))}
          <Button
            icon={<PlusOutlined />}
            onClick={() => add({ key: `figure-${items.length + 1}`, label: {}, value: 0, unit: {} })}
          >
            {t('association.addFigure')}
          </Button>
        </>
      )}
    </Form.List>
  );
}

export function ChartsEditor() {
  const { t } = useConsoleT('admin-association');
  return (
    <Form.List name="charts">
      {(charts, { add, remove }) => (
        <>
          {charts.map((c, i) => (
            <Card
              key={c.key}
              size="small"
              className="admin-section"
              title={t('association.chartN', { n: i + 1 })}
              extra={
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('actions.delete')}
                  onClick={() => remove(c.name)}
                />
              }
            >
              <Space wrap align="start">
                <Form.Item
                  name={[c.name, 'key']}
                  label={t('fields.key')}
                  rules={[{ required: true, message: t('validation.required', { field: t('fields.key') }) }]}
                >
                  <Input maxLength={KEY_MAX} />
                </Form.Item>
                <Form.Item name={[c.name, 'type']} label={t('fields.chartType')}>
                  <Select
                    style={{ width: 140 }}
                    options={CHART_TYPES.map((ct) => ({ value: ct, label: t(`chartTypes.${ct}`) }))}
                  />
                </Form.Item>
              </Space>
              <Form.Item label={t('fields.title')}>
                <LocalizedInline name={[c.name, 'title']} label={t('fields.title')} />
              </Form.Item>
              <Form.List name={[c.name, 'categories']}>
                {(cats, ops) => (
                  <Form.Item label={t('association.categories')}>
                    {cats.map((cat, j) => (
                      <Space key={cat.key} align="start" className="admin-row">
                        <span className="admin-row__n">{j + 1}.</span>
                        <LocalizedInline name={[cat.name]} label={t('association.category')} />
                        <Button
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={t('actions.delete')}
                          onClick={() => ops.remove(cat.name)}
                        />
                      </Space>
                    ))}
                    <Button size="small" icon={<PlusOutlined />} onClick={() => ops.add({})}>
                      {t('association.addCategory')}
                    </Button>
                  </Form.Item>
                )}
              </Form.List>
              <Form.List name={[c.name, 'series']}>
                {(series, ops) => (
                  <Form.Item label={t('association.series')}>
                    {series.map((s) => (
                      <Card
                        key={s.key}
                        size="small"
                        className="admin-section"
                        extra={
                          <Button
                            size="small"
                            danger
                            icon={<DeleteOutlined />}
                            aria-label={t('actions.delete')}
                            onClick={() => ops.remove(s.name)}
                          />
                        }
                      >
                        <Form.Item label={t('fields.name')}>
                          <LocalizedInline name={[s.name, 'name']} label={t('fields.name')} />
                        </Form.Item>
                        <Form.Item
                          name={[s.name, 'data']}
                          label={t('association.data')}
                          extra={t('association.dataHelp')}
                        >
                          <NumberList label={t('association.data')} />
                        </Form.Item>
                      </Card>
                    ))}
                    <Button size="small" icon={<PlusOutlined />} onClick={() => ops.add({ name: {}, data: [] })}>
                      {t('association.addSeries')}
                    </Button>
                  </Form.Item>
                )}
              </Form.List>
            </Card>
          ))}
          <Button
            icon={<PlusOutlined />}
            onClick={() =>
              add({ key: `chart-${charts.length + 1}`, title: {}, type: 'bar', categories: [], series: [] })
            }
          >
            {t('association.addChart')}
          </Button>
        </>
      )}
    </Form.List>
  );
}

let nodeSeq = 0;
const newNodeId = () => `n${Date.now().toString(36)}${(nodeSeq++).toString(36)}`;

/** One node of the organization chart with its children, recursively. */
function OrgNode({ path, depth, onRemove }: { path: NamePath; depth: number; onRemove?: () => void }) {
  const { t } = useConsoleT('admin-association');
  return (
    <Card
      size="small"
      className="admin-org-node"
      style={{ marginLeft: depth ? 16 : 0 }}
      extra={
        onRemove && (
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('actions.delete')} onClick={onRemove} />
        )
      }
    >
      <Form.Item name={[...path, 'id']} hidden>
        <Input />
      </Form.Item>
      <Form.Item label={t('fields.unitName')} className="admin-compact">
        <LocalizedInline name={[...path, 'name']} label={t('fields.unitName')} />
      </Form.Item>
      <Form.Item label={t('fields.person')} className="admin-compact">
        <LocalizedInline name={[...path, 'person']} label={t('fields.person')} />
      </Form.Item>
      <Form.List name={[...path, 'children']}>
        {(children, ops) => (
          <>
            {children.map((c) => (
              <OrgNodeChild key={c.key} index={c.name} depth={depth + 1} onRemove={() => ops.remove(c.name)} />
            ))}
            {depth < 4 && (
              <Button
                size="small"
                icon={<PlusOutlined />}
                onClick={() => ops.add({ id: newNodeId(), name: {}, person: {}, children: [] })}
              >
                {t('association.addUnit')}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </Card>
  );
}

// Inside a Form.List, names are relative to the list: a child's path is just its index.
function OrgNodeChild({ index, depth, onRemove }: { index: number; depth: number; onRemove: () => void }) {
  return <OrgNode path={[index]} depth={depth} onRemove={onRemove} />;
}

export function OrgEditor() {
  return <OrgNode path={['root']} depth={0} />;
}

export const newOrgRoot = () => ({ id: newNodeId(), name: {}, person: {}, children: [] });
