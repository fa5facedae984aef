import { act, fireEvent, screen } from '@testing-library/react';
import { createMockApi, renderWithShell } from '../testing';
import { ProfilePictureInput } from './components/profile-picture-input';

const jpeg = (name = 'me.jpg') => new File(['\xff\xd8\xff'], name, { type: 'image/jpeg' });
const session = { type: 'seller' as const, data: { id: 3, firstname: 'Sam', username: 'sam@lab.test' } };

function setup() {
  const mock = createMockApi({ 'PUT signup/uploadSellerProfilePicture': { body: { profilePhoto: '/media/profile/3.jpg' } } });
  const view = renderWithShell(<ProfilePictureInput role="seller" email="sam@lab.test" name="Sam Stone" />, { session, api: mock.api });
  const pick = (file: File) => fireEvent.change(screen.getByLabelText('Profile picture'), { target: { files: [file] } });
  return { ...view, calls: mock.calls, pick };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('profile picture (docs/product.md §5, §9)', () => {
  it('accepts one JPEG file only', () => {
    setup();
    const input = screen.getByLabelText('Profile picture');
    expect(input).toHaveAttribute('accept', expect.stringContaining('image/jpeg'));
    expect(input).not.toHaveAttribute('multiple');
  });

  it('refuses a PNG with a clear message and uploads nothing', () => {
    const { pick, calls } = setup();
    pick(new File(['png'], 'me.png', { type: 'image/png' }));
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('alert')).toHaveTextContent('Only JPEG pictures are accepted.');
    expect(calls).toHaveLength(0);
  });

  it('uploads 2 s after the pick as multipart "file" with the email, and stores the new picture', async () => {
    const { pick, calls, session: store } = setup();
    pick(jpeg());
    act(() => jest.advanceTimersByTime(1999));
    expect(calls).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(1));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'PUT', path: 'signup/uploadSellerProfilePicture', searchParams: { email: 'sam@lab.test' } });
    expect((calls[0]!.body as FormData).get('file')).toBeInstanceOf(File);
    expect(await screen.findByRole('status')).toHaveTextContent('Picture saved.');
    expect(store.getState().data?.profilePhoto).toBe('/media/profile/3.jpg');
  });

  it('a newer pick within 2 s replaces the earlier one', async () => {
    const { pick, calls } = setup();
    pick(jpeg('first.jpg'));
    act(() => jest.advanceTimersByTime(1500));
    pick(jpeg('second.jpg'));
    await act(async () => jest.advanceTimersByTime(2000));
    expect(calls).toHaveLength(1);
    expect(((calls[0]!.body as FormData).get('file') as File).name).toBe('second.jpg');
  });
});
