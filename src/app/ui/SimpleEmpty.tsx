import { Empty, type EmptyProps } from 'antd';
import './simpleEmpty.css';

/**
 * antd's small "empty" picture (Empty.PRESENTED_IMAGE_SIMPLE), coloured by the theme's CSS
 * variables instead of colours antd computes in script. The prerendered HTML then reads the
 * same in the light and the dark theme, which a dark visit needs to hydrate it
 * (build/prerender.ts checks the markup is the same in both). Decorative: the text beside it
 * says what is empty.
 */
function SimpleImage() {
  return (
    <svg
      className="empty-image"
      width="64"
      height="41"
      viewBox="0 0 64 41"
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden="true"
      focusable="false"
    >
      <g transform="translate(0 1)" fill="none" fillRule="evenodd">
        <ellipse className="empty-image-shadow" cx="32" cy="33" rx="32" ry="7" />
        <g className="empty-image-box" fillRule="nonzero">
          <path d="M55 12.8 44.9 1.3Q44 0 42.9 0H21.1q-1.2 0-2 1.3L9 12.8V22h46z" />
          <path
            className="empty-image-content"
            d="M41.6 16c0-1.7 1-3 2.2-3H55v18.1c0 2.2-1.3 3.9-3 3.9H12c-1.7 0-3-1.7-3-3.9V13h11.2c1.2 0 2.2 1.3 2.2 3s1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.4 2.2-3"
          />
        </g>
      </g>
    </svg>
  );
}

/**
 * antd's Empty with the small picture, laid out as antd lays out its own (`-normal`), for a
 * view the build prerenders; where nothing is prerendered (the palette), antd's own picture
 * is the same and costs no chunk of its own.
 */
export function SimpleEmpty(props: Omit<EmptyProps, 'image'>) {
  const className = ['ant-empty-normal', props.className].filter(Boolean).join(' ');
  return <Empty {...props} className={className} image={<SimpleImage />} />;
}
