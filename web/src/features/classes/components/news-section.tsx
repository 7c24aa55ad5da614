import { Trans, useLingui } from '@lingui/react/macro';
import { Megaphone, Trash2 } from 'lucide-react';
import { CLASS_NEWS_MAX, newsBodySchema, type ClassDetail, type NewsBody, type NewsPost } from '@chess-quest/protocol/classes';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert, FormField, inputClassName } from '../../../components/ui/form-field';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { intlLocale } from '../../../lib/format';
import { requestErrorMessage } from '../../../lib/request-error-message';
import { showServerFieldError, useZodForm } from '../../../lib/form';
import { useDeleteNews } from '../api/delete-news';
import { useClassNews } from '../api/get-class-news';
import { usePostNews } from '../api/post-news';

/** "27 November, 10:04": when a post went up, in the reader's own words. */
export function postedAt(iso: string): string {
  return new Date(iso).toLocaleString(intlLocale(), { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });
}

/** The wall's posts, newest first: plain text, as the teacher wrote it (line breaks kept). */
export function NewsList({ posts, onDelete }: { posts: readonly NewsPost[]; onDelete?: (post: NewsPost) => void }) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`News`} className="grid gap-3">
      {posts.map((post) => (
        <li key={post.id} className="rounded-2xl border-2 border-line bg-paper p-4">
          <p className="text-sm font-semibold text-ink-muted">{postedAt(post.createdAt)}</p>
          <p className="mt-1 text-lg whitespace-pre-line text-ink">{post.body}</p>
          {onDelete && (
            <Button variant="ghost" size="sm" className="mt-2 -ml-3" onClick={() => onDelete(post)}>
              <Trash2 aria-hidden="true" className="size-4" />
              <Trans>Delete</Trans>
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

function PostForm({ classId }: { classId: string }) {
  const post = usePostNews();
  const { t } = useLingui();
  const labels = { body: t`News for your class` };
  const form = useZodForm(newsBodySchema, { body: '' }, labels);
  const { errors } = form.formState;
  const onSubmit = async (body: NewsBody) => {
    try {
      await post.mutateAsync({ classId, body });
      form.reset({ body: '' });
    } catch (error) {
      if (!showServerFieldError(form, error, labels)) form.setError('root.server', { type: 'server', message: requestErrorMessage(error) });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">
          <Trans>Post news</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Your students read it on their “My class” page. Only teachers can write here.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate className="grid gap-4">
          {errors.root?.server?.message && <FormAlert>{errors.root.server.message}</FormAlert>}
          <FormField id="news-body" label={labels.body} error={errors.body?.message}>
            {(control) => <textarea {...control} {...form.register('body')} rows={4} maxLength={CLASS_NEWS_MAX} className={inputClassName} />}
          </FormField>
          <Button type="submit" className="justify-self-start" disabled={post.isPending}>
            <Megaphone aria-hidden="true" className="size-5" />
            {post.isPending ? t`Posting…` : t`Post`}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** The class wall: teachers post, students read. */
export function NewsSection({ detail }: { detail: ClassDetail }) {
  const news = useClassNews(detail.id);
  const remove = useDeleteNews();
  const readOnly = detail.archivedAt !== null;
  const { t } = useLingui();
  return (
    <div className="grid grid-cols-1 gap-6">
      {!readOnly && <PostForm classId={detail.id} />}
      {remove.isError && <FormAlert>{requestErrorMessage(remove.error)}</FormAlert>}
      {news.isPending ? (
        <PageLoading />
      ) : news.isError ? (
        <LoadError what={t`the news`} onRetry={() => void news.refetch()} />
      ) : news.data.posts.length === 0 ? (
        <EmptyState title={t`No news yet`} headingLevel="h3" icon={<Megaphone className="size-8" />}>
          <Trans>A welcome, the next club day, a puzzle to try at home: your students see it when they sign in.</Trans>
        </EmptyState>
      ) : (
        <NewsList posts={news.data.posts} onDelete={readOnly ? undefined : (post) => remove.mutate({ classId: detail.id, postId: post.id })} />
      )}
    </div>
  );
}
