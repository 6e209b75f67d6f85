/**
 * Where the app screens sit: the manage section shows the workspace's apps, the personal section
 * the member's own, which only the member sees (so they carry no permission settings).
 */
export type AppSection = 'manage' | 'personal';

/** The path the section's app pages hang from (`${base}/installed`, `${base}/edit/:id`…). */
export const sectionBase = (section: AppSection) => (section === 'manage' ? '/manage/datasources' : '/personal');

export const scopeOf = (section: AppSection) => (section === 'manage' ? ('WORKSPACE' as const) : ('PERSONAL' as const));
