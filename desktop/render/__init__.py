"""Card pictures drawn from card data with Pillow (no official art).

``render_card`` / ``render_back`` draw fresh images; ``cache.face`` / ``cache.back``
return memoised ones. Energy symbols live in ``symbols``, user art lookup in ``art``.
"""

from desktop.render.card_face import RENDER_VERSION, card_size, render_back, render_card

__all__ = ["RENDER_VERSION", "card_size", "render_back", "render_card"]
