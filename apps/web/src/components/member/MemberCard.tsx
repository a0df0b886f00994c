import { Avatar, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/index.js';
import { avatarUrl, type MemberCard as MemberCardData } from '@acsc/shared';
import './member.css';

/**
 * A member as others see them (DESIGN 3a): avatar, nickname, badges, a link to the member's page. The
 * server sends exactly this shape (modules/member/presenter.ts); every feature shows members through it.
 */
export function MemberCard({
  member,
  size = 'default',
  link = true,
}: {
  member: MemberCardData;
  size?: 'small' | 'default';
  link?: boolean;
}) {
  const { t } = useTranslation('common');
  const body = (
    <>
      <Avatar src={avatarUrl(member.avatar, 96)} size={size === 'small' ? 24 : 40} alt="">
        {member.nickname.slice(0, 1)}
      </Avatar>
      <span className="member-card__name">{member.nickname}</span>
      {member.badges.map((b) => (
        <Tag key={b} className="member-card__badge" color={b.startsWith('staff.') ? 'red' : 'gold'}>
          {t(`memberBadge.${b}`)}
        </Tag>
      ))}
    </>
  );
  return (
    <span className={`member-card member-card--${size}`} data-member-id={member.id}>
      {link ? <Link to={`/member/${member.id}`}>{body}</Link> : body}
    </span>
  );
}
