import { UPLOAD_FILE_MESSAGES, type Locale, type MediaUploadResponse } from '@marketplace/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Notification, RecordContextProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api';
import { renderInAdmin } from '@/testing/render-in-admin';
import { ListingPhotosInput } from './listing-photos-input';
import { arabicContractText, listingsAr } from './testing/listing-fixtures';

const id = (n: number) => `/media/0000000${n}-0000-4000-8000-000000000000.png`;
const saved = [id(1), id(2), id(3)];

function renderPhotos(locale: Locale = 'en') {
  const submit = vi.fn();
  const record = { id: 'l1', Photos: saved };
  const view = renderInAdmin(
    <RecordContextProvider value={record}>
      <Form record={record} onSubmit={submit}>
        <ListingPhotosInput />
        <button type="submit">Save</button>
      </Form>
      <Notification />
    </RecordContextProvider>,
    { portal: 'provider', resource: 'listings', route: '/provider-dashboard/listings/l1', locale },
  );
  const order = () => screen.getAllByRole('img').map((img) => img.getAttribute('src'));
  return { ...view, submit, order };
}

const status = () => screen.getByRole('status');

describe('the listing’s photos', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.spyOn(api.media, 'upload').mockRejectedValue(new Error('No upload expected in this test.'));
    vi.spyOn(api.media, 'delete').mockResolvedValue({ Success: true, Message: 'Deleted' });
  });
  afterEach(() => vi.restoreAllMocks());

  it('reorders by keyboard, keeps the focus on the moved photo and announces its place', async () => {
    const { user, order, submit } = renderPhotos();
    expect(await screen.findByRole('img', { name: 'Photo 1 of 3 (cover)' })).toHaveAttribute('src', saved[0]);
    screen.getByRole('button', { name: 'Move photo 1 later' }).focus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual([saved[1], saved[0], saved[2]]);
    expect(status()).toHaveTextContent('Photo moved to position 2 of 3.');
    // Hidden by clipping to 1 px (sx's width 1 meant 100%: the page overflowed a phone's screen).
    expect(status()).toHaveStyle({ position: 'absolute', width: '1px', height: '1px' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move photo 2 later' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(order()).toEqual([saved[1], saved[2], saved[0]]);
    expect(status()).toHaveTextContent('Photo moved to position 3 of 3.');
    // At the end its "later" button is off: the focus stays on the same photo, on "earlier".
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move photo 3 earlier' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(submit.mock.calls[0]![0].Photos).toEqual([saved[1], saved[2], saved[0]]);
  });

  it('reorders by dragging a photo onto another', async () => {
    const { order } = renderPhotos();
    const tiles = (await screen.findAllByRole('listitem')) as HTMLElement[];
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      effectAllowed: '',
    };
    fireEvent.dragStart(tiles[2]!, { dataTransfer });
    fireEvent.dragOver(tiles[0]!, { dataTransfer });
    fireEvent.drop(tiles[0]!, { dataTransfer });
    expect(order()).toEqual([saved[2], saved[0], saved[1]]);
    expect(status()).toHaveTextContent('Photo moved to position 1 of 3. It is now the cover photo.');
  });

  it('removes a photo from the listing; only a photo uploaded here and never saved is deleted', async () => {
    let finish: (answer: MediaUploadResponse) => void = () => undefined;
    vi.spyOn(api.media, 'upload').mockImplementation(({ onProgress }) => {
      onProgress?.(0.4);
      return new Promise((resolve) => (finish = resolve));
    });
    const { user, order, container } = renderPhotos();
    await user.click(await screen.findByRole('button', { name: 'Remove photo 2' }));
    expect(order()).toEqual([saved[0], saved[2]]);
    expect(api.media.delete).not.toHaveBeenCalled();

    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['png'], 'shot.png', { type: 'image/png' }));
    expect(await screen.findByText('Uploading shot.png: 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading shot.png' })).toHaveAttribute('aria-valuenow', '40');
    expect(api.media.upload).toHaveBeenCalledWith(
      expect.objectContaining({ RelatedType: 'ServiceItem', RelatedId: 'l1', UserId: expect.any(String) }),
    );
    finish({ Success: true, Data: { MediaId: '00000004-0000-4000-8000-000000000000', FileUrl: id(4) } });
    await waitFor(() => expect(order()).toEqual([saved[0], saved[2], id(4)]));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('Photo 3 of 3 uploaded.');

    await user.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    expect(api.media.delete).toHaveBeenCalledWith('00000004-0000-4000-8000-000000000000', expect.any(String));
  });

  it('refuses a file that is not a JPEG or PNG before uploading', async () => {
    const { container } = renderPhotos();
    await screen.findByRole('img', { name: 'Photo 1 of 3 (cover)' });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['gif'], 'anim.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText(`anim.gif: ${UPLOAD_FILE_MESSAGES.invalidType}`)).toBeInTheDocument();
    expect(api.media.upload).not.toHaveBeenCalled();
  });

  it('moves a photo with the arrow keys along the row: ArrowRight later, ArrowLeft earlier', async () => {
    const { user, order } = renderPhotos();
    (await screen.findByRole('button', { name: 'Move photo 1 later' })).focus();
    await user.keyboard('{ArrowRight}');
    expect(order()).toEqual([saved[1], saved[0], saved[2]]);
    expect(status()).toHaveTextContent('Photo moved to position 2 of 3.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move photo 2 later' })).toHaveFocus());
    await user.keyboard('{ArrowLeft}');
    expect(order()).toEqual(saved);
    expect(status()).toHaveTextContent('Photo moved to position 1 of 3. It is now the cover photo.');
    // First now: its "earlier" button is off, so the focus stays on the photo's "later" one.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move photo 1 later' })).toHaveFocus());
    await user.keyboard('{ArrowLeft}');
    expect(order()).toEqual(saved);
  });
});

describe('the listing’s photos in Arabic', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.spyOn(api.media, 'upload').mockRejectedValue(new Error('No upload expected in this test.'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('names the photos and their buttons in Arabic', async () => {
    renderPhotos('ar');
    expect(await screen.findByRole('img', { name: 'الصورة 1 من 3 (الغلاف)' })).toHaveAttribute('src', saved[0]);
    expect(screen.getByRole('img', { name: 'الصورة 2 من 3' })).toBeInTheDocument();
    expect(screen.getByText('الصور (3 من 10 كحد أقصى؛ الأولى هي صورة الغلاف)')).toBeInTheDocument();
    expect(screen.getByText(listingsAr['provider.listings.photos.help'])).toBeInTheDocument();
    expect(screen.getByText('الغلاف')).toBeInTheDocument();
    expect(screen.getByText('الصورة 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تقديم الصورة 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إزالة الصورة 3' })).toBeInTheDocument();
    expect(screen.getByText('إضافة صور')).toBeInTheDocument();
  });

  it('moves a photo with the arrow keys right to left: ArrowLeft later, ArrowRight earlier', async () => {
    const { user, order } = renderPhotos('ar');
    (await screen.findByRole('button', { name: 'تأخير الصورة 1' })).focus();
    await user.keyboard('{ArrowLeft}');
    expect(order()).toEqual([saved[1], saved[0], saved[2]]);
    expect(status()).toHaveTextContent('نُقلت الصورة إلى الموضع 2 من 3.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'تأخير الصورة 2' })).toHaveFocus());
    await user.keyboard('{ArrowLeft}');
    expect(order()).toEqual([saved[1], saved[2], saved[0]]);
    expect(status()).toHaveTextContent('نُقلت الصورة إلى الموضع 3 من 3.');
    // Last now: its "later" button is off, so the focus stays on the photo's "earlier" one.
    await waitFor(() => expect(screen.getByRole('button', { name: 'تقديم الصورة 3' })).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{ArrowRight}');
    expect(order()).toEqual([saved[0], saved[1], saved[2]]);
    expect(status()).toHaveTextContent('نُقلت الصورة إلى الموضع 1 من 3. أصبحت الآن صورة الغلاف.');
    // The Move buttons still work as buttons, and announce in Arabic too.
    await waitFor(() => expect(screen.getByRole('button', { name: 'تأخير الصورة 1' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(order()).toEqual([saved[1], saved[0], saved[2]]);
    expect(status()).toHaveTextContent('نُقلت الصورة إلى الموضع 2 من 3.');
  });

  it('says in Arabic why a file is refused, the file’s name kept apart', async () => {
    const { container } = renderPhotos('ar');
    await screen.findByRole('img', { name: 'الصورة 1 من 3 (الغلاف)' });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['gif'], 'anim.gif', { type: 'image/gif' })] } });
    const invalidType = arabicContractText(UPLOAD_FILE_MESSAGES.invalidType);
    expect(invalidType).toMatch(/[\u0600-\u06FF]/);
    expect(await screen.findByText(`الملف \u2068anim.gif\u2069: ${invalidType}`)).toBeInTheDocument();
    expect(api.media.upload).not.toHaveBeenCalled();
  });
});
