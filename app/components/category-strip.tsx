import { Link } from 'react-router';
import { categoryPath } from '../../domain/catalog/slug';
import { CategoryIcon } from './category-icon';

/** Categories as icon chips in one scrollable row. */
export function CategoryStrip({
  categories,
  label,
}: {
  categories: { id: number; name: string; iconShapes: string | null }[];
  label: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex gap-2 overflow-x-auto pb-2 [scrollbar-width:thin]">
        {categories.map((category) => (
          <li key={category.id} className="shrink-0">
            <Link
              to={categoryPath({ title: category.name, id: category.id })}
              className="flex items-center gap-2 rounded-pill border border-line bg-surface px-4 py-2 text-sm font-medium hover:border-accent hover:text-accent-strong"
            >
              <CategoryIcon shapes={category.iconShapes} />
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
