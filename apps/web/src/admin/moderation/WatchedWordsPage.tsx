import { useState } from 'react';
import { Alert, App, Button, Card, Input, Space, Table, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { ADMIN_API, MODERATION_LIMITS, type WatchedWord } from '@acsc/shared';
import { post } from '../../components/api/http.js';
import { useAdminGet, useAdminMutation, useStaffMe } from '../api.js';
import { useConsoleT } from '../common/i18n.js';
import { formatDateTime } from '../../components/content/format.js';

/** Watched words (admins): a post or comment containing one waits for a moderator's review. */
export default function WatchedWordsPage() {
  const { t } = useConsoleT('admin-moderation');
  const { message } = App.useApp();
  const me = useStaffMe(true);
  const isAdmin = me.data?.roles.includes('admin') ?? false;
  const words = useAdminGet<{ list: WatchedWord[] }>(ADMIN_API.moderation.words, undefined, isAdmin);
  const [word, setWord] = useState('');
  const add = useAdminMutation((w: string) => post(ADMIN_API.moderation.wordAdd, { word: w }));
  const remove = useAdminMutation((id: string) => post(ADMIN_API.moderation.wordDelete, { id }));

  return (
    <Card
      title={
        <Typography.Title level={1} className="admin-title">
          {t('menu.words')}
        </Typography.Title>
      }
    >
      <Typography.Paragraph type="secondary">{t('words.intro')}</Typography.Paragraph>
      {me.data && !isAdmin ? (
        <Alert type="info" showIcon message={t('words.adminsOnly')} />
      ) : (
        <>
          <Space.Compact className="admin-filters" style={{ maxWidth: 420 }}>
            <Input
              value={word}
              maxLength={MODERATION_LIMITS.watchedWordMax}
              placeholder={t('words.placeholder')}
              aria-label={t('words.placeholder')}
              onChange={(e) => setWord(e.target.value)}
              onPressEnter={() =>
                word.trim() &&
                void add.mutateAsync(word.trim()).then(
                  () => (setWord(''), message.success(t('words.added'))),
                  () => undefined,
                )
              }
            />
            <Button
              type="primary"
              loading={add.isPending}
              disabled={!word.trim()}
              onClick={() =>
                void add.mutateAsync(word.trim()).then(
                  () => (setWord(''), message.success(t('words.added'))),
                  () => undefined,
                )
              }
            >
              {t('words.add')}
            </Button>
          </Space.Compact>
          <Table<WatchedWord>
            rowKey="id"
            loading={words.isFetching}
            dataSource={words.data?.list ?? []}
            locale={{ emptyText: t('words.empty') }}
            pagination={{ pageSize: 50 }}
            columns={[
              { title: t('words.word'), dataIndex: 'word' },
              {
                title: t('words.createdAt'),
                dataIndex: 'createdAt',
                width: 180,
                render: (v: string) => formatDateTime(v, { seconds: false }),
              },
              {
                title: t('columns.actions'),
                key: 'actions',
                width: 90,
                render: (_, w) => (
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`${t('actions.delete')} ${w.word}`}
                    loading={remove.isPending && remove.variables === w.id}
                    onClick={() => void remove.mutateAsync(w.id)}
                  />
                ),
              },
            ]}
          />
        </>
      )}
    </Card>
  );
}
