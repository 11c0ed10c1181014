import { screen } from '@testing-library/react';
import { Form } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '@/testing/render-in-admin';
import { ImageUploadInput } from './image-upload-input';

const IMAGE = 'https://cdn.example.bh/categories/ac.png';

const renderInput = (locale: 'en' | 'ar', label: string, image = '') =>
  renderInAdmin(
    <Form record={{ id: 'c1', ImageUrl: image }}>
      <ImageUploadInput source="ImageUrl" label={label} relatedType="Category" relatedId="c1" />
    </Form>,
    { route: '/admin/categories/c1', locale },
  );

describe('ImageUploadInput', { timeout: 30_000 }, () => {
  it('previews the stored image and removes it, leaving the field empty', async () => {
    const { user } = renderInput('en', 'Category image', IMAGE);
    expect(await screen.findByRole('img', { name: 'Category image preview' })).toHaveAttribute('src', IMAGE);
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Choose image')).toBeInTheDocument();
  });

  describe('in Arabic', () => {
    it('names the field, the preview and the buttons in Arabic', async () => {
      const { user } = renderInput('ar', 'صورة الفئة', IMAGE);
      expect(await screen.findByText('صورة الفئة')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'معاينة صورة الفئة' })).toHaveAttribute('src', IMAGE);
      expect(screen.getByText('استبدال الصورة')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'إزالة الصورة' }));
      expect(screen.getByText('اختيار صورة')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'إزالة الصورة' })).not.toBeInTheDocument();
    });
  });
});
